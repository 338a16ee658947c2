# Sudoku Academy — the two entry points on a fresh machine are `make run` and `make test`.
PREFIX ?= /usr/local
SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: run test soak test-all test-deps record-snapshots build release install uninstall deps lint format bench check-drills check-generator kill-test fuzz sanitize clean

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

# One release build with testing enabled (for the test targets' `@testable import`s) and warnings as
# errors serves `make test`, `make soak`, `make record-snapshots`, Scripts/fuzz.sh and
# Scripts/kill-test.sh: SwiftPM recompiles every module when the flags change, so they all pass
# these. It is CI's warnings-as-errors build too.
TEST_FLAGS = -c release -Xswiftc -enable-testing -Xswiftc -warnings-as-errors
# `make run` and `make install` build only the executable, with the same flags: after `make test`
# nothing is compiled again.
RELEASE_FLAGS = $(TEST_FLAGS) --product sudoku-academy

run: deps
	$(SWIFT) build $(RELEASE_FLAGS)
	./.build/release/sudoku-academy $(ARGS)

# The tests of the man page and the completion scripts run groff, bash, zsh and fish.
TEST_TOOLS = groff bash zsh fish
test-deps:
	@missing=""; for tool in $(TEST_TOOLS); do command -v $$tool >/dev/null 2>&1 || missing="$$missing $$tool"; done; \
	if [ -n "$$missing" ]; then \
	  if command -v apt-get >/dev/null 2>&1; then \
	    echo "installing what the tests need:$$missing (groff-base zsh fish bash) with apt-get"; \
	    $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq --no-install-recommends groff-base zsh fish bash >/dev/null || exit 1; \
	  else \
	    echo "the tests need$$missing: install them (macOS: brew install groff zsh fish bash) and run make again." >&2; \
	    exit 1; \
	  fi; \
	fi

# The soak tests are the suites whose names end in `Soak` (Tests/TestSupport/Soak.swift).
SOAK_FILTER = Soak/

# `make test` is the quick suite (aim: under 2 minutes on two cores once built). `make soak` runs
# only the 17 tests tagged `soak`, with SUDOKU_ACADEMY_SOAK=1, on the same build, the long ones in
# parallel slices: 6,600 drills against the reference (500 per lesson of the first six, 600 per
# lesson of 7–12) and the finders at 1,800 of them (300 per lesson of 7–12); the explanations and
# study chains of 4,800 more (400 per lesson); the checker's acceptance and misses on 900 drills of
# lessons 7–12 (150 per lesson) and 24 walks; the finders against the reference on 300 walks; 30
# seeds of every challenge level; 10^5 fuzzed lines; 200 SIGKILLs; the hint planner on every stored
# puzzle and on 200 fresh digs; every fact of the game review on 72 scripted games. `make test-all`
# is both. Each runs the tests with a temp directory
# of their own and fails when the tests leave anything in it. For a quick edit-and-test loop,
# `swift build --build-tests && swift test --skip-build --filter NAME` is the debug build.
test: deps test-deps
	$(SWIFT) build --build-tests $(TEST_FLAGS)
	Scripts/run-tests.sh $(SWIFT) test --skip-build $(TEST_FLAGS)

soak: deps test-deps
	$(SWIFT) build --build-tests $(TEST_FLAGS)
	SUDOKU_ACADEMY_SOAK=1 Scripts/run-tests.sh $(SWIFT) test --skip-build $(TEST_FLAGS) \
	  --filter '$(SOAK_FILTER)'

test-all: test soak

# Rewrites the golden files (Tests/SudokuAcademyTests/Snapshots) after a deliberate change to drills,
# puzzles or rendering; review the diff and commit it with the change.
record-snapshots: deps
	$(SWIFT) build --build-tests $(TEST_FLAGS)
	RECORD_SNAPSHOTS=1 $(SWIFT) test --skip-build $(TEST_FLAGS) --filter 'GoldenOutputTests|RenderingTests'

# The debug build, for working on the code (incremental, quick to rebuild).
build: deps
	$(SWIFT) build

# The installed binary is that build's objects linked with the Swift runtime and Foundation
# statically, so it needs only libedit2 at run time (Scripts/link-static.sh: a link, not a second
# build of every module as `--static-swift-stdlib` would make).
release: deps
	$(SWIFT) build $(RELEASE_FLAGS)
	Scripts/link-static.sh $(BUILT) $(SWIFT) $(TEST_FLAGS)

# Where `make install` puts things under PREFIX (and DESTDIR, for packaging).
BINDIR = $(PREFIX)/bin
MANDIR = $(PREFIX)/share/man/man1
MANDIR_PT = $(PREFIX)/share/man/pt/man1
BASHDIR = $(PREFIX)/share/bash-completion/completions
ZSHDIR = $(PREFIX)/share/zsh/site-functions
FISHDIR = $(PREFIX)/share/fish/vendor_completions.d
BUILT = .build/release/static/sudoku-academy
GENERATED = .build/release/share

# The man pages and the completion scripts are written by the binary from its option declaration:
# the English man page and scripts whatever the locale of the one installing, and the Portuguese
# man page where man finds it for a Portuguese locale (share/man/pt).
install: release
	mkdir -p $(GENERATED)
	$(BUILT) --language en manpage > $(GENERATED)/sudoku-academy.1
	$(BUILT) --language pt manpage > $(GENERATED)/sudoku-academy.pt.1
	$(BUILT) --language en completions bash > $(GENERATED)/sudoku-academy.bash
	$(BUILT) --language en completions zsh > $(GENERATED)/_sudoku-academy
	$(BUILT) --language en completions fish > $(GENERATED)/sudoku-academy.fish
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANDIR) $(DESTDIR)$(MANDIR_PT) $(DESTDIR)$(BASHDIR) $(DESTDIR)$(ZSHDIR) $(DESTDIR)$(FISHDIR)
	install -m 0755 $(BUILT) $(DESTDIR)$(BINDIR)/sudoku-academy
	install -m 0644 $(GENERATED)/sudoku-academy.1 $(DESTDIR)$(MANDIR)/sudoku-academy.1
	install -m 0644 $(GENERATED)/sudoku-academy.pt.1 $(DESTDIR)$(MANDIR_PT)/sudoku-academy.1
	install -m 0644 $(GENERATED)/sudoku-academy.bash $(DESTDIR)$(BASHDIR)/sudoku-academy
	install -m 0644 $(GENERATED)/_sudoku-academy $(DESTDIR)$(ZSHDIR)/_sudoku-academy
	install -m 0644 $(GENERATED)/sudoku-academy.fish $(DESTDIR)$(FISHDIR)/sudoku-academy.fish

uninstall:
	rm -f $(DESTDIR)$(BINDIR)/sudoku-academy $(DESTDIR)$(MANDIR)/sudoku-academy.1 \
	  $(DESTDIR)$(MANDIR_PT)/sudoku-academy.1 \
	  $(DESTDIR)$(BASHDIR)/sudoku-academy $(DESTDIR)$(ZSHDIR)/_sudoku-academy \
	  $(DESTDIR)$(FISHDIR)/sudoku-academy.fish

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
