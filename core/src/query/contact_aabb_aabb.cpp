#include "sweepkit/query/contact_aabb_aabb.hpp"

#include "../validate.hpp"
#include "kernels.hpp"
#include "contact_shared.hpp"

namespace sweepkit {

namespace detail {

Contact contact_aabb_aabb(const Aabb& a, const Aabb& b) {
  return symmetric_contact(a, b, [](const Aabb& p, const Aabb& q) {
    return aabbs_touch(p, q) ? aabb_aabb_contact(p, q) : Contact{};
  });
}

}  // namespace detail

Contact contact_aabb_aabb(const Aabb& a, const Aabb& b) {
  Contact out;
  if (detail::reject_invalid(out, a, b)) return out;
  return detail::contact_aabb_aabb(a, b);
}

}  // namespace sweepkit
