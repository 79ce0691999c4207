#include "sweepkit/status.hpp"

namespace sweepkit {

const char* describe(InputError error) {
  switch (error) {
    // One case per InputError, with the text of bindings/schema.js: the JS errors' words, or the core's own where
    // those are not true in C++ (half_size, a rotation matrix, a null hull pointer).
#include "generated/input_error_text.inc"
  }
  return "unknown error";
}

}  // namespace sweepkit
