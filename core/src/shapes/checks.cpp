#include "sweepkit/shapes/checks.hpp"

#include "../validate.hpp"

namespace sweepkit {

InputError check_rotation_matrix(const Mat3& r) { return detail::check_rotation(r); }

}  // namespace sweepkit
