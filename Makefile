# Sudoku Academy — the two entry points on a fresh machine are `make run` and `make test`.
PREFIX ?= /usr/local
SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: run test build release install deps lint format bench check-drills check-generator kill-test fuzz sanitize clean

# libedit is the one system library we need (headers at build time, libedit2 at run time).
deps:
	@if ! pkg-config --exists libedit 2>/dev/null; then \
	  if command -v apt-get >/dev/null 2>&1; then \
	    echo "libedit not found: installing libedit-dev (and pkg-config) with apt-get"; \
	    $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq libedit-dev pkg-config >/dev/null || exit 1; \
	  else \
	    echo "libedit not found and apt-get is not available: install libedit's headers and pkg-config file (macOS: brew install libedit; Fedora: dnf install libedit-devel) and run make again." >&2; \
	    exit 1; \
	  fi; \
	fi

# The release binary links the Swift runtime statically: it needs only libedit2 at run time.
RELEASE_FLAGS = -c release --product sudoku-academy --static-swift-stdlib

run: deps
	$(SWIFT) build $(RELEASE_FLAGS)
	./.build/release/sudoku-academy $(ARGS)

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build $(RELEASE_FLAGS)

install: release
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 0755 .build/release/sudoku-academy $(DESTDIR)$(PREFIX)/bin/sudoku-academy

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests Plugins Benchmarks Scripts

format:
	$(SWIFT) format --in-place --recursive Package.swift Sources Tests Plugins Benchmarks Scripts

# Checks at scale and speed (release builds; see README "Checks at scale" and Benchmarks/README.md).
bench: deps
	$(SWIFT) run -c release --package-path Benchmarks academy-bench

check-drills: deps
	Scripts/check-drills.sh

check-generator: deps
	Scripts/check-generator.sh

kill-test: deps
	Scripts/kill-test.sh

fuzz: deps
	Scripts/fuzz.sh

sanitize: deps
	Scripts/sanitize.sh

clean:
	rm -rf .build
