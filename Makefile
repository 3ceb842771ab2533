# The two commands: `make run` and `make test`. Both build the same environment from scratch.
PYTHON ?= python3.11
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
export PYTHONPATH := $(CURDIR)

.PHONY: run test install lint format migrate bootstrap stop stop-db stop-broker clean bench

$(BIN)/python:
	$(PYTHON) -m venv $(VENV) || python3 -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip

$(STAMP): $(BIN)/python requirements/base.txt requirements/prod.txt requirements/dev.txt sdk/pyproject.toml
	$(BIN)/pip install --quiet -r requirements/dev.txt
	touch $(STAMP)

install: $(STAMP)

run: install
	$(BIN)/python -m pylota.run

test: install lint
	$(BIN)/python -m pytest -n 2 --dist loadgroup

lint: install
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/lint-imports

format: install
	$(BIN)/ruff format .
	$(BIN)/ruff check --fix .

migrate: install
	$(BIN)/python manage.py migrate

bootstrap: install
	$(BIN)/python manage.py bootstrap

# Every benchmark under bench/ in a quick mode, then one summary table (python -m bench --help).
bench: install
	$(BIN)/python -m bench $(BENCH_ARGS)

# Stop the embedded servers that commands leave running (make run stops them on exit).
stop: stop-db stop-broker

stop-db:
	$(BIN)/python -m pylota.embedded_db stop

stop-broker:
	$(BIN)/python -m pylota.embedded_broker stop

clean: stop
	rm -rf var
