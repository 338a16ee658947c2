#!/usr/bin/env bash
# Links the installed binary with the Swift runtime and Foundation statically (it then needs only
# libedit2 at run time), from the objects of the one release build `make test` made, instead of
# building every module a second time: `swift build --static-swift-stdlib` passes -static-stdlib to
# every compile, so SwiftPM compiles the whole package again for what is only a link option.
#
# usage: Scripts/link-static.sh OUTPUT SWIFT BUILD-FLAGS...   (the Makefile's TEST_FLAGS)
#
# The build must be done (`make install` builds first). The static archives are linked as one group:
# the linker takes from them only the objects the program reaches, so the list needs no upkeep when
# the toolchain splits or adds a library.
set -euo pipefail
output=$1
swift=$2
shift 2
bin=$("$swift" build --show-bin-path "$@")
objects="$bin/sudoku-academy.product/Objects.LinkFileList"
if [ ! -s "$objects" ]; then
  echo "link-static: $objects is missing: build first ($swift build $* --product sudoku-academy)" >&2
  exit 1
fi
swiftc="$(dirname "$(command -v "$swift")")/swiftc"
resources=$("$swiftc" -print-target-info | sed -nE 's/.*"runtimeResourcePath": "(.*)".*/\1/p')
static="${resources}_static/linux"
# By name (-lFoundation), not by path: the driver reads the autolink entries of every file it is
# given, and whole archives name libraries (swiftCxx) that the program never reaches.
libraries=()
for archive in "$static"/lib*.a; do
  [ -e "$archive" ] || break
  name=${archive##*/lib}
  libraries+=("-l${name%.a}")
done
if [ ${#libraries[@]} -eq 0 ]; then
  echo "link-static: no static Swift libraries in $static: this toolchain cannot link statically" >&2
  exit 1
fi
mkdir -p "$(dirname "$output")"
# The entry point is the one SwiftPM names for an executable module whose tests import it.
"$swiftc" -emit-executable -module-name sudoku_academy -o "$output" "@$objects" -L "$bin" \
  $(pkg-config --libs libedit) -static-stdlib \
  -Xlinker --gc-sections -Xlinker --defsym -Xlinker main=sudoku_academy_main \
  -Xlinker --start-group "${libraries[@]}" -Xlinker --end-group 2>&1 \
  | { grep -v -e "the use of \`mktemp' is dangerous" || true; } >&2
