# bridgec: every target works from a fresh clone (it makes .venv itself).
# `make demo` converts the bundled examples to every format; `make test` runs all tests.

PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
BRIDGEC := $(VENV)/bin/bridgec
STAMP  := $(VENV)/.installed
DEMO_STAMP := $(VENV)/.installed-demo
ANTLR  := $(VENV)/bin/antlr4
NODE_DEPS := tests/node/node_modules/.installed

REF_VENV := .venv-ref
REF_STAMP := $(REF_VENV)/.installed
# OpenSpiel (its BlueChip wrapper is a table manager peer, tests/tablemanager/test_tm_openspiel.py): a
# 16 MB wheel and scipy, so not in the test extra. Where no wheel fits this platform the
# tests skip with the reason; the stamp says which (once installed, the tests never skip).
OPENSPIEL_STAMP := $(VENV)/.openspiel

.PHONY: peers peers-long all demo test grammar check-grammar schema check-schema check snapshots bench lint fuzz clean

all: test

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[test,dev]'
	touch $(STAMP) $(DEMO_STAMP)

# make demo needs bridgec and its runtime dependencies only (the test and dev tools are
# most of the time of a full install); make test adds them later.
$(DEMO_STAMP): pyproject.toml
	@echo "make demo: making $(VENV) and installing bridgec (runtime dependencies only)..."
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q -e .
	touch $(DEMO_STAMP)

$(NODE_DEPS): tests/node/package.json
	cd tests/node && npm install --no-audit --no-fund --silent
	touch $(NODE_DEPS)

# The reference tools, as test oracles and benchmark peers: gpaulissen/bml 2.7.0 in its own
# virtualenv (its bml2html etc. must not shadow bridgec's drop-ins), table-master-parser in
# tests/node.
$(REF_STAMP):
	$(PYTHON) -m venv $(REF_VENV)
	$(REF_VENV)/bin/python -m pip install -q bridge-markup==2.7.0
	touch $(REF_STAMP)

$(OPENSPIEL_STAMP): $(STAMP)
	if $(PY) -m pip install -q open-spiel==2.0.2 absl-py; then echo installed > $(OPENSPIEL_STAMP); \
	else echo "open-spiel could not be installed: tests/tablemanager/test_tm_openspiel.py will skip"; \
	  echo unavailable > $(OPENSPIEL_STAMP); fi

peers: $(REF_STAMP) $(NODE_DEPS) $(OPENSPIEL_STAMP)

# The acceptance match of issue 24: 16 boards at OpenSpiel's table in every mix of seats.
peers-long: $(OPENSPIEL_STAMP)
	BRIDGEC_PEER_BOARDS=16 $(PY) -m pytest -q -p no:cacheprovider tests/tablemanager/test_tm_openspiel.py \
	  tests/tablemanager/test_tm_peers.py

demo: $(DEMO_STAMP)
	@echo "make demo: checking examples/ and converting them to every format in build/..."
	$(PY) tools/demo.py examples build
	@echo "make demo: what the SAYC matcher table bids (build/sayc/sayc.matcher):"
	$(BRIDGEC) bid build/sayc/sayc.matcher --hand AKJ52.K984.Q73.6
	$(BRIDGEC) bid build/sayc/sayc.matcher --hand K873.Q852.J84.K9 --auction "1N P"
	$(BRIDGEC) bid build/sayc/sayc.matcher --hand K9.AQ742.KJ3.852 --auction "1H P 1S P"
	$(BRIDGEC) bid build/sayc/sayc.matcher --hand KJ92.A873.KQ84.2 --auction "1C" --explain

test: $(STAMP) $(NODE_DEPS) $(REF_STAMP) $(OPENSPIEL_STAMP)
	$(PY) -m pytest -q

snapshots: $(STAMP)
	$(PY) -m pytest -q --snapshot-update

# Regenerate the ANTLR parsers: grammar/<Lang>[Lexer|Parser].g4 -> compiler/_generated/<lang>/
grammar: $(STAMP)
	@$(PY) tools/grammar.py generate

check-grammar: $(STAMP)
	@$(PY) tools/grammar.py check

schema: $(STAMP)
	$(BRIDGEC) schema -o ir-schema/bridgec-ir.schema.json
	$(BRIDGEC) matcher schema -o ir-schema/matcher-table.schema.json

check-schema: $(STAMP)
	$(BRIDGEC) schema | diff -u ir-schema/bridgec-ir.schema.json - && echo "schema is current"

check: check-grammar check-schema lint test

# mypy needs the import layout (bridgec -> compiler/, bridgec.emitters -> emitters/): a
# symlink tree in build/typecheck gives it that without moving the sources.
lint: $(STAMP)
	$(VENV)/bin/ruff check compiler emitters tests bench
	rm -rf build/typecheck && mkdir -p build/typecheck/bridgec
	for f in compiler/*; do ln -s "$$PWD/$$f" build/typecheck/bridgec/; done
	ln -s "$$PWD/emitters" build/typecheck/bridgec/emitters
	MYPYPATH=build/typecheck $(VENV)/bin/mypy -p bridgec

# The benchmark times bridgec as users install it: a wheel built from the tracked files of
# this tree (compiled bytecode, no editable-install finder), in its own virtualenv, rebuilt
# on every run. The peers are installed the same way (.venv-ref).
BENCH_VENV := .venv-bench
BENCH_SRC  := $(BENCH_VENV)/src

$(BENCH_VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv $(BENCH_VENV)
	$(BENCH_VENV)/bin/python -m pip install -q --upgrade pip
	$(BENCH_VENV)/bin/python -m pip install -q -e . && $(BENCH_VENV)/bin/python -m pip uninstall -q -y bridgec
	touch $@

bench: $(BENCH_VENV)/.installed $(NODE_DEPS) $(REF_STAMP)
	rm -rf $(BENCH_SRC) && mkdir -p $(BENCH_SRC)
	git ls-files -z | xargs -0 cp --parents -t $(BENCH_SRC)
	$(BENCH_VENV)/bin/python -m pip install -q --no-deps --force-reinstall ./$(BENCH_SRC)
	$(BENCH_VENV)/bin/python bench/run.py $(BENCH_ARGS)

fuzz: $(STAMP)
	$(PY) tests/fuzz.py $(FUZZ_ARGS)

clean:
	rm -rf build bench/out .pytest_cache .venv-bench
