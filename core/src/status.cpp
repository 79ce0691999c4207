#include "sweepkit/status.hpp"

namespace sweepkit {

const char* describe(InputError error) {
  switch (error) {
    // One case per InputError, with the text of bindings/schema.js (the JS errors use the same text).
#include "generated/input_error_text.inc"
  }
  return "unknown error";
}

}  // namespace sweepkit
