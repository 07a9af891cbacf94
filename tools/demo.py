"""``make demo``: check every bundled example system and convert it to every output format.

Usage: ``python tools/demo.py EXAMPLES_DIR BUILD_DIR``. Prints each output path; exits 1 if
any example has a check error or a conversion fails (with the diagnostics on stderr).
"""

from __future__ import annotations

import sys
from pathlib import Path

from bridgec import check_file, convert_file, registry
from bridgec.output import OutputError, check_clashes, write


def convert_all(examples: Path, build: Path) -> int:
    """Check each example with a known front end and convert it to every emitter."""
    failures = 0
    sources = sorted(p for p in examples.iterdir()
                     if p.is_file() and registry.front_end_for(p.name) is not None)
    try:  # two examples of one name (sayc.bml, sayc.bss) would write the same outputs
        check_clashes([(str(p), str(build / registry.strip_extension(p.name)))
                       for p in sources])
    except OutputError as exc:
        print(exc.diagnostic.render(), file=sys.stderr)
        return 1
    for source in sources:
        checked = check_file(source, select=())  # the checks on by default, as `bridgec check`
        if not checked.ok:
            print(checked.render(errors_only=True), file=sys.stderr)
            failures += 1
            continue
        stem = registry.strip_extension(source.name)
        for name, emitter in registry.EMITTERS.items():
            target = build / stem / f"{stem}{emitter.extension}"
            result = convert_file(source, name, output_name=str(target))
            if result.output is None:
                print(result.render(errors_only=True), file=sys.stderr)
                failures += 1
                continue
            write(str(target), result.output)
            print(f"  {name:<10} {target}")
    return failures


def main(argv: list[str]) -> int:
    """Convert the examples in ``argv[1]`` into ``argv[2]``; 1 if anything failed."""
    examples, build = Path(argv[1]), Path(argv[2])
    print(f"Checking and converting the systems in {examples}/ to every format:")
    failures = convert_all(examples, build)
    print(f"Outputs are in {build}/" if not failures else f"{failures} example(s) failed")
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
