# bookdir — `make run` launches the app on the bundled catalog; `make test` builds and runs every test.
SWIFT ?= $(shell command -v swift 2>/dev/null || echo /opt/swift/usr/bin/swift)
PREFIX ?= /usr/local
CONFIG_RELEASE = -c release
ARGS ?=

.PHONY: all build release run test clean deps install uninstall bench

all: build

# Everything a fresh machine needs: the ncursesw headers to build, tmux for the end-to-end tests.
deps:
	@./scripts/ensure-deps.sh

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build $(CONFIG_RELEASE)

run: release
	$$($(SWIFT) build $(CONFIG_RELEASE) --show-bin-path)/bookdir $(ARGS)

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --disable-swift-testing

clean:
	$(SWIFT) package clean
	rm -rf .build

# `make bench`: builds in release, then measures catalogs of 1k, 10k, 100k and 1M generated books
# (load, memory, search per keystroke, naive filter, fzf side by side, frames); prints a table and
# writes bench-results/bench.json. Pass options with BENCH_ARGS, e.g. BENCH_ARGS="--sizes 1000,10000".
BENCH_ARGS ?=
bench: release
	@./Benchmarks/ensure-fzf.sh
	BENCH_SWIFT_VERSION="$$($(SWIFT) --version 2>/dev/null | head -n 1)" \
		$$($(SWIFT) build $(CONFIG_RELEASE) --show-bin-path)/bookdir-bench run $(BENCH_ARGS)
