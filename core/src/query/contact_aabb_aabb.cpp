#include "sweepkit/query/contact_aabb_aabb.hpp"

#include "../validate.hpp"
#include "unchecked.hpp"
#include "contact_shared.hpp"

namespace sweepkit {

namespace detail {

Contact contact_aabb_aabb_unchecked(const Aabb& a, const Aabb& b) {
  return symmetric_contact(a, b, [](const Aabb& p, const Aabb& q) {
    return aabbs_touch(p, q) ? aabb_aabb_contact(p, q) : Contact{};
  });
}

}  // namespace detail

Contact contact_aabb_aabb(const Aabb& a, const Aabb& b) {
  Contact out;
  if (detail::reject(out, detail::check(a), 0) || detail::reject(out, detail::check(b), 1)) return out;
  return detail::contact_aabb_aabb_unchecked(a, b);
}

}  // namespace sweepkit
