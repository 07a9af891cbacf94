; two macros that expand into each other
PING PONG
PONG PING
define(`bad name', `x')
PONG again
