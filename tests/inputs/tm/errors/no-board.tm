Connecting "x" as North using protocol version 18
North ready for teams
