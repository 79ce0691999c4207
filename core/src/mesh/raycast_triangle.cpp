#include "sweepkit/mesh/raycast_triangle.hpp"

#include <cmath>
#include <utility>

namespace sweepkit {

WatertightRay make_watertight_ray(const Ray& ray) {
  WatertightRay r;
  r.origin = ray.origin;
  const Vec3 d = ray.direction;
  const Real ax = std::fabs(d.x), ay = std::fabs(d.y), az = std::fabs(d.z);
  r.kz = ax > ay ? (ax > az ? 0 : 2) : (ay > az ? 1 : 2);
  if (d[r.kz] == 0) return r;  // zero direction: invalid, hits nothing
  r.kx = (r.kz + 1) % 3;
  r.ky = (r.kx + 1) % 3;
  if (d[r.kz] < 0) std::swap(r.kx, r.ky);  // keep the winding (the sign of the edge functions)
  r.sx = d[r.kx] / d[r.kz];
  r.sy = d[r.ky] / d[r.kz];
  r.sz = 1 / d[r.kz];
  // A direction so short that 1 / its largest component overflows (below ~3e-39 in float) meets nothing within a
  // finite t either: the same answer as a zero direction.
  r.valid = std::isfinite(r.sz) && std::isfinite(r.sx) && std::isfinite(r.sy);
  return r;
}

bool intersect_triangle(const WatertightRay& ray, Vec3 a, Vec3 b, Vec3 c, Real max_t, TriangleHit& hit) {
  if (!ray.valid) return false;
  // The vertices relative to the origin, as arrays: indexed by the ray's axes without a select per access.
  const Vec3 o = ray.origin;
  const Real A[3] = {a.x - o.x, a.y - o.y, a.z - o.z};
  const Real B[3] = {b.x - o.x, b.y - o.y, b.z - o.z};
  const Real C[3] = {c.x - o.x, c.y - o.y, c.z - o.z};
  // Sheared 2D coordinates: the ray becomes the +z axis through (0, 0).
  const Real Ax = A[ray.kx] - ray.sx * A[ray.kz], Ay = A[ray.ky] - ray.sy * A[ray.kz];
  const Real Bx = B[ray.kx] - ray.sx * B[ray.kz], By = B[ray.ky] - ray.sy * B[ray.kz];
  const Real Cx = C[ray.kx] - ray.sx * C[ray.kz], Cy = C[ray.ky] - ray.sy * C[ray.kz];
  // Edge functions (twice the signed areas of the sub-triangles opposite a, b, c).
  Real U = Cx * By - Cy * Bx;
  Real V = Ax * Cy - Ay * Cx;
  Real W = Bx * Ay - By * Ax;
  if (U == 0 || V == 0 || W == 0) {
    // On an edge within float rounding: in double the products of floats are exact, so the sign is.
    U = static_cast<Real>(double(Cx) * double(By) - double(Cy) * double(Bx));
    V = static_cast<Real>(double(Ax) * double(Cy) - double(Ay) * double(Cx));
    W = static_cast<Real>(double(Bx) * double(Ay) - double(By) * double(Ax));
  }
  if ((U < 0 || V < 0 || W < 0) && (U > 0 || V > 0 || W > 0)) return false;
  const Real det = U + V + W;
  if (det == 0) return false;
  const Real Az = ray.sz * A[ray.kz], Bz = ray.sz * B[ray.kz], Cz = ray.sz * C[ray.kz];
  const Real T = U * Az + V * Bz + W * Cz;
  const Real inv = 1 / det;
  const Real t = T * inv;
  if (!(t >= 0 && t <= max_t) || !std::isfinite(t)) return false;
  hit.t = t;
  hit.w0 = U * inv;
  hit.w1 = V * inv;
  hit.w2 = W * inv;
  return true;
}

}  // namespace sweepkit
