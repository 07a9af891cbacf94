"""``bridgec tm``: parse messages, run a table manager, play a seat with a robot.

Mounted in compiler/cli.py with ``app.add_typer(tm_app, name="tm")``. Exit status 0 on
success, 1 for bad input or a session that ended early, 2 for usage errors.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Annotated, Any

import msgspec
import typer

from bridgec.diagnostics import terminal_safe_json
from bridgec.options import DEFAULT_MAX_INPUT_BYTES

if TYPE_CHECKING:
    from bridgec.tablemanager.deals import Deal

tm_app = typer.Typer(
    rich_markup_mode=None,
    name="tm",
    help="Blue Chip Table Manager protocol: parse messages, serve a table, play a seat.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    context_settings={"help_option_names": ["-h", "--help"]},
)

SEATS = {"n": "N", "north": "N", "e": "E", "east": "E", "s": "S", "south": "S",
         "w": "W", "west": "W"}
_ANY = {"any": "ANYPL", "anypl": "ANYPL"}


def _usage(message: str) -> typer.Exit:
    typer.echo(f"bridgec tm: {message}", err=True)
    return typer.Exit(2)


@tm_app.command("parse")
def parse_command(
    file: Annotated[str, typer.Argument(help="Messages, one per line; `-` for stdin.")] = "-",
    max_input_size: Annotated[int, typer.Option(
        help="Refuse inputs larger than this many bytes.", metavar="BYTES")]
    = DEFAULT_MAX_INPUT_BYTES,
) -> None:
    """Print one JSON object per line: {"message", "ast"} or {"message", "error", "column"}."""
    from bridgec.diagnostics import InputError
    from bridgec.frontends.tm.messages import MessageError, MessageReader
    from bridgec.options import ParseOptions
    from bridgec.pipeline import read_input

    try:
        data = read_input(file, ParseOptions(max_input_bytes=max_input_size))
    except InputError as exc:
        for problem in exc.diagnostics:
            typer.echo(problem.render(), err=True)
        raise typer.Exit(1) from exc
    text = data.decode("utf-8", "replace")
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    failed = False
    encode = msgspec.json.Encoder().encode
    parse_message = MessageReader()
    out: list[bytes] = []
    for line in lines:
        message = line.removesuffix("\r")
        result = parse_message(message)
        if isinstance(result, MessageError):
            failed = True
            record: dict[str, object] = {"message": message, "error": result.message,
                                         "column": result.column}
        else:
            record = {"message": message, "ast": result}
        encoded = encode(record)
        out.append(encoded if message.isascii()
                   else terminal_safe_json(encoded.decode()).encode())
    out.append(b"")
    sys.stdout.buffer.write(b"\n".join(out))
    sys.stdout.flush()
    raise typer.Exit(1 if failed else 0)


@tm_app.command("serve")
def serve_command(
    host: Annotated[str, typer.Option(help="Address to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="Port; 0 lets the system choose (printed).")] = 2000,
    boards: Annotated[int, typer.Option(min=1, help="Boards to deal from --seed.")] = 4,
    seed: Annotated[int, typer.Option(help="Seed of the dealer.")] = 1,
    deals: Annotated[str | None, typer.Option(
        help="PBN file (or a .tm session, IR JSON) whose deals to play instead of seeded "
             "deals.")] = None,
    log: Annotated[str | None, typer.Option(
        help="Write the session log here (a `.tm` transcript); `-` for stdout.")] = None,
    timeout: Annotated[float, typer.Option(min=0.1, help="Seconds to wait for a message.")]
    = 30.0,
    reconnect: Annotated[float, typer.Option(min=0.0, help=(
        "Seconds a seat whose client failed stays open for it to connect again; "
        "0 ends the session at the first failure of a seated client."))] = 60.0,
    password: Annotated[str | None, typer.Option(
        metavar="SECRET", envvar="BRIDGEC_TM_PASSWORD", help=(
            "A secret every client must send after its team name: "
            "`Connecting \"team:SECRET\" as ...`."))] = None,
    team_password: Annotated[list[str] | None, typer.Option(metavar="SEATS=SECRET", help=(
        "SEATS=SECRET: the secret of a side (NS, EW) or a seat (N, E, S, W); repeatable, "
        "overrides --password for those seats."))] = None,
) -> None:
    """Run a table manager for one session of four seats, then exit."""
    from bridgec.tablemanager.server import seeded_deals, serve

    passwords = _passwords(password, team_password or [])
    board_list = _file_deals(deals) if deals is not None else seeded_deals(seed, boards)
    sink: Any = sys.stdout if log == "-" else (_log_file(log, deals) if log else _Null())

    def listening(number: int) -> None:
        if log and log != "-":
            sink.empty()  # a log of an earlier session is replaced only now
        typer.echo(f"listening on {host}:{number}", err=True)

    try:
        import asyncio  # here: every other bridgec command starts without it

        status = asyncio.run(serve(
            board_list, host=host, port=port, timeout=timeout, reconnect=reconnect,
            passwords=passwords,
            log=lambda line: (sink.write(line + "\n"), sink.flush()) and None,
            report=lambda text: typer.echo(text, err=True),
            on_listen=listening))
    except OSError as exc:
        raise _usage(f"cannot listen on {host}:{port}: {exc.strerror}") from exc
    finally:
        if sink is not sys.stdout:
            _close(sink)
    raise typer.Exit(status)


def _file_deals(path: str) -> list[Deal]:
    """The deals of ``path``, read by the front end its extension names (PBN otherwise):
    a PBN file, a session transcript, IR JSON with boards. Errors are located, exit 1."""
    from bridgec import api, registry
    from bridgec.diagnostics import terminal_safe
    from bridgec.tablemanager.deals import board_deals

    front = registry.front_end_for(path)
    result = api.load_ir(path, from_=front.name if front else "pbn")
    if result.diagnostics:
        typer.echo(result.render(), err=True)
    if result.document is None or any(d.severity == "error" for d in result.diagnostics):
        raise typer.Exit(1)
    try:
        return board_deals(result.document.boards)
    except ValueError as exc:
        typer.echo(f"{path}: error: {terminal_safe(str(exc))}", err=True)
        raise typer.Exit(1) from exc


def _close(sink: Any) -> None:
    from bridgec.output import OutputError

    try:
        sink.close()
    except OutputError as exc:
        typer.echo(exc.diagnostic.render(), err=True)
        raise typer.Exit(exc.code) from None


def _log_file(log: str, deals: str | None) -> Any:
    """The session log, written through :class:`bridgec.output.Stream` (never over the
    deals file read); what the file holds is kept until the table listens, so a server
    that cannot listen destroys no earlier log."""
    from bridgec.output import OutputError, Stream, check_not_read

    try:
        check_not_read(log, (deals,) if deals else (), "--log")
        return Stream(log, keep=True)
    except OutputError as exc:
        typer.echo(exc.diagnostic.render(), err=True)
        raise typer.Exit(exc.code) from None


def _passwords(password: str | None, by_seats: list[str]) -> dict[str, str]:
    """The secret of each seat that has one, from --password and --team-password."""
    found = dict.fromkeys("NESW", password) if password is not None else {}
    for item in by_seats:
        seats, sep, secret = item.partition("=")
        seats = seats.strip().upper()
        if not sep or seats not in ("N", "E", "S", "W", "NS", "EW"):
            raise _usage(f"--team-password `{item}`: write NS=SECRET, EW=SECRET or a seat, "
                         "as N=SECRET")
        found.update(dict.fromkeys(seats, secret))
    for secret in found.values():
        _check_secret(secret)
    return {seat: secret for seat, secret in found.items() if secret is not None}


def _check_secret(secret: str) -> None:
    if not secret or any(c in secret for c in '":') or _control(secret):
        raise _usage("a password is not empty and holds no `\"`, `:` or control character")


def _control(text: str) -> bool:
    from bridgec.tablemanager.wire import CONTROL

    return CONTROL.search(text) is not None


class _Null:
    """A log that keeps nothing."""

    def write(self, text: str) -> int:
        return len(text)

    def flush(self) -> None:
        return None

    def close(self) -> None:
        return None

    def truncate(self, size: int) -> int:
        return size


@tm_app.command("play")
def play_command(
    seat: Annotated[str, typer.Option(help=(
        "north, east, south or west; any: the seat the table manager gives (`as ANYPL`)."))],
    host: Annotated[str, typer.Option(help="Table manager address.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="Table manager port.")] = 2000,
    team: Annotated[str, typer.Option(help="Team name sent when connecting.")] = "bridgec",
    table: Annotated[str | None, typer.Option(
        help="A system file or compiled matcher table to bid with (default: the "
        "built-in policy).")] = None,
    timeout: Annotated[float, typer.Option(min=0.1, help="Seconds to wait for a message.")]
    = 30.0,
    verbose: Annotated[bool, typer.Option("--verbose", "-v",
                                          help="Print every message to stderr.")] = False,
    pause: Annotated[float, typer.Option(min=0.0, help=(
        "Seconds to wait before `ready for deal` and `ready for cards` (bridge_env's server "
        "can lose a seat that answers at once)."))] = 0.05,
    password: Annotated[str | None, typer.Option(
        metavar="SECRET", envvar="BRIDGEC_TM_PASSWORD",
        help="The table's secret for this seat (`tm serve --password`, `--team-password`).")]
    = None,
    boards: Annotated[int | None, typer.Option(min=1, help=(
        "Boards the session must have: fewer is an error (exit 1)."))] = None,
) -> None:
    """Play one seat with a robot until the table manager ends the session."""
    from bridgec.tablemanager.policy import PolicyError, load_policy
    from bridgec.tablemanager.robot import Robot
    from bridgec.tablemanager.wire import ProtocolError

    code = SEATS.get(seat.lower()) or _ANY.get(seat.lower())
    if code is None:
        raise _usage(f"unknown seat `{seat}` (use north, east, south, west or any)")
    if any(c in team for c in '":') or _control(team):
        raise _usage("a team name cannot contain `\"`, `:` or a control character")
    if password is not None:
        _check_secret(password)
    try:
        policy = load_policy(table)
    except PolicyError as exc:
        typer.echo(f"bridgec tm play: error: {exc}", err=True)
        raise typer.Exit(1) from exc
    from bridgec.diagnostics import terminal_escaped

    robot = Robot(code, team, policy, timeout,
                  (lambda line: typer.echo(terminal_escaped(line), err=True)) if verbose
                  else (lambda line: None), pause=pause, password=password, boards=boards)
    try:
        import asyncio

        asyncio.run(robot.run(host, port))
    except ProtocolError as exc:
        typer.echo(terminal_escaped(f"bridgec tm play ({seat}): {exc}"), err=True)
        raise typer.Exit(1) from exc
