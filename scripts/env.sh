# Sourced by the build scripts: the environment Debian's Emscripten needs.
# Its JS tools resolve acorn and friends from Debian's node modules.
export NODE_PATH="/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}"
