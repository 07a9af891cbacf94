"""``make demo``: convert every bundled example system to every output format into build/.

Usage: ``python tools/demo.py EXAMPLES_DIR BUILD_DIR``. Prints each output path; exits 1
if any conversion fails (with the diagnostics on stderr).
"""

from __future__ import annotations

import sys
from pathlib import Path

from bridgec import registry
from bridgec.diagnostics import InputError
from bridgec.options import EmitOptions, ParseOptions
from bridgec.pipeline import (
    SourceCache,
    emit,
    parse_bytes,
    pipeline_for,
    read_input,
    run_passes,
    write_atomic,
)


def convert_all(examples: Path, build: Path) -> int:
    """Convert each example with a known front end to every emitter; return failures."""
    failures = 0
    cache = SourceCache()
    for source in sorted(examples.iterdir()):
        front = registry.front_end_for(source.name)
        if front is None or not source.is_file():
            continue
        stem = source.name[: -len(next(e for e in sorted(front.EXTENSIONS, key=len, reverse=True)
                                       if source.name.lower().endswith(e)))]
        popts = ParseOptions()
        try:
            data = read_input(str(source), popts)
            cache.add(str(source), data)
            document, _ = parse_bytes(data, str(source), front, popts)
        except InputError as exc:
            print(cache.render(exc.diagnostics), file=sys.stderr)
            failures += 1
            continue
        for name, emitter in registry.EMITTERS.items():
            target = build / stem / f"{stem}{emitter.EXTENSION}"
            try:
                out = run_passes(document, pipeline_for(front, emitter))
                result = emit(out, emitter, EmitOptions(output_name=str(target)))
            except InputError as exc:
                print(cache.render(exc.diagnostics), file=sys.stderr)
                failures += 1
                continue
            write_atomic(str(target), result.output)
            print(f"  {name:<10} {target}")
    return failures


def main(argv: list[str]) -> int:
    examples, build = Path(argv[1]), Path(argv[2])
    print(f"Converting the systems in {examples}/ to every format:")
    failures = convert_all(examples, build)
    print(f"Outputs are in {build}/" if not failures else f"{failures} conversion(s) failed")
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
