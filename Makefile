# bookdir — `make run` launches the app on the bundled catalog; `make test` builds and runs every test.
SWIFT ?= $(shell command -v swift 2>/dev/null || echo /opt/swift/usr/bin/swift)
PREFIX ?= /usr/local
# Release builds link the Swift runtime and Foundation statically: `--version` starts in half the
# time (no dynamic linking of a dozen libraries), and the binary depends on nothing but the system's.
# They are linked at a fixed address (not position-independent): a position-independent binary of
# this size has about 117,000 pointers the loader must fix at every start, which copies about a
# megabyte of pages and took a third of a 1,000-book `bookdir search` (19 ms → 12 ms without them).
# The trade: the program's own code is always at the same address (libraries, stack and heap still
# move). And they export no symbols: the runtime's start-up looks itself up among them (34,000).
CONFIG_RELEASE = -c release --static-swift-stdlib -Xlinker -no-pie -Xlinker --no-export-dynamic
ARGS ?=

.PHONY: all build release run test clean deps test-deps install uninstall bench

all: build

# What a fresh machine needs to build and run bookdir: the ncursesw headers (`make run` installs
# nothing more). The tests need more: tmux, jq, chromium, poppler, PostgreSQL and markdown-it-py.
deps:
	@./scripts/ensure-deps.sh build

test-deps:
	@./scripts/ensure-deps.sh test

build: deps
	$(SWIFT) build

# The products only: the test support target needs XCTest, which has no static library.
release: deps
	$(SWIFT) build $(CONFIG_RELEASE) --product bookdir
	$(SWIFT) build $(CONFIG_RELEASE) --product bookdir-bench

run: release
	$$($(SWIFT) build $(CONFIG_RELEASE) --show-bin-path)/bookdir $(ARGS)

test: test-deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --disable-swift-testing

clean:
	$(SWIFT) package clean
	rm -rf .build

# Install, uninstall, man page, completions (scripts/install.sh does the work).
# PREFIX=… where to install (default /usr/local); DESTDIR=… a staging root;
# CONFIG=debug to install a debug build; BIN_DIR=… to install an already built bookdir without building.
CONFIG ?= release
INSTALL_ENV = PREFIX="$(PREFIX)" DESTDIR="$(DESTDIR)" CONFIG="$(CONFIG)" BIN_DIR="$(BIN_DIR)" SWIFT="$(SWIFT)" RELEASE_FLAGS="$(CONFIG_RELEASE)"

.PHONY: man completions

install:
	@$(INSTALL_ENV) ./scripts/install.sh install

uninstall:
	@$(INSTALL_ENV) ./scripts/install.sh uninstall

man:
	@$(INSTALL_ENV) ./scripts/install.sh man

completions:
	@$(INSTALL_ENV) ./scripts/install.sh completions

# `make bench`: builds in release, then measures catalogs of 1k, 10k, 100k and 1M generated books
# (load, memory, search per keystroke, naive filter, fzf side by side, frames); prints a table and
# writes bench-results/bench.json. Pass options with BENCH_ARGS, e.g. BENCH_ARGS="--sizes 1000,10000".
BENCH_ARGS ?=
bench: release
	@./scripts/ensure-deps.sh bench
	@./Benchmarks/ensure-fzf.sh
	BENCH_SWIFT_VERSION="$$($(SWIFT) --version 2>/dev/null | head -n 1)" \
		$$($(SWIFT) build $(CONFIG_RELEASE) --show-bin-path)/bookdir-bench run $(BENCH_ARGS)
