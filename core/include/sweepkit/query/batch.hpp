#pragma once
/// @file
/// Batch sweeps: N sweeps of one kind in one call, over flat arrays, for callers that sweep many shapes per
/// frame (particles, projectiles) and for the JS batch API (bindings/js/batch.js), which hands typed arrays in
/// WebAssembly memory straight to these functions.
///
/// Each entry's answer is bit for bit the one the single-call function (sweep_sphere_plane,
/// sweep_sphere_sphere) gives for the same inputs; the loops are written branch-free so that the compiler can
/// vectorise them: clang does for WebAssembly SIMD (-msimd128, both kernels) and for SSE (sphere–plane; the
/// sphere–sphere sqrt sets errno under the Linux default -fmath-errno); GCC 12 keeps them scalar. In the
/// WebAssembly build the sphere–plane batch runs a hand-written SIMD kernel instead (4 entries per step, loaded
/// and stored as whole vectors and transposed with shuffles; the same arithmetic per lane).
/// `results` must not overlap the inputs.
///
/// Layouts, in Reals (float32 unless SWEEPKIT_DOUBLE):
///   spheres        4 per sphere:  centre x, y, z, radius                     (= Sphere)
///   displacements  3 per shape:   x, y, z                                    (= Vec3)
///   planes         4 per plane:   normal x, y, z, constant                   (= Plane)
///   results        8 per sweep:   t, point x, y, z, normal x, y, z, status   (= BatchSweepHit)
/// The conventions are those of the single calls: t is the fraction of the frame's motion, normals point from
/// the first shape (A) towards the second (B), touching at the start is an initial overlap with t = 0.

#include <cstdint>
#include <span>

#include "sweepkit/math/vec3.hpp"
#include "sweepkit/shapes/plane.hpp"
#include "sweepkit/shapes/sphere.hpp"
#include "sweepkit/results/batch_sweep_hit.hpp"
#include "sweepkit/status.hpp"

namespace sweepkit {

/// N sphere–plane sweeps: sphere i moving by displacements[i] against planes[i], or against planes[0] for
/// every i when one plane is given. results[i] = sweep_sphere_plane(spheres[i], displacements[i], plane),
/// minus `position` (= spheres[i].center + t * displacements[i]).
///
/// @param spheres        N spheres at the start of the frame (centre in length units, radius >= 0).
/// @param displacements  N motions of the centres over the frame (length units).
/// @param planes         N planes, or 1 plane for all; unit normals.
/// @param results        at least N entries; the first N are written, the rest untouched.
/// @return count = N and the number of hits and invalid entries; count = 0 with nothing written when
///   displacements.size() != N, planes.size() is neither 1 nor N (N > 0), or results.size() < N.
///   An invalid entry (NaN or infinity, a magnitude beyond 1e8, a negative radius, a zero or non-unit normal)
///   does not stop the batch: it gets status invalid_input, and the others are still computed.
///
/// Source: sweep_sphere_plane (shared reference 000, fixed for both sides; Ericson, Real-Time Collision
/// Detection §5.5.3), the same arithmetic in branch-free form.
BatchSummary sweep_sphere_plane_batch(std::span<const Sphere> spheres, std::span<const Vec3> displacements,
                                      std::span<const Plane> planes, std::span<BatchSweepHit> results);

/// N sphere–sphere sweeps: sphere spheres_a[i] moving by displacements_a[i] against spheres_b[i] moving by
/// displacements_b[i], or against the one sphere spheres_b[0] moving by displacements_b[0] for every i.
/// results[i] = sweep_sphere_sphere(a_i, da_i, b_i, db_i), minus `position` (= A's centre + t * da_i).
///
/// @param spheres_a, displacements_a  N first spheres at the start of the frame and their motions (length units).
/// @param spheres_b, displacements_b  N second spheres and their motions, or 1 of each for all.
/// @param results                     at least N entries; the first N are written, the rest untouched.
/// @return count = N and the number of hits and invalid entries; count = 0 with nothing written when
///   displacements_a.size() != N, spheres_b and displacements_b are not both of size N or both of size 1
///   (N > 0), or results.size() < N. Invalid entries get status invalid_input, as for sweep_sphere_plane_batch.
///
/// Source: sweep_sphere_sphere (shared reference 001, fixed; Ericson §5.5.5; Ray Tracing Gems ch. 7 for the
/// stable discriminant), the same arithmetic in branch-free form.
BatchSummary sweep_sphere_sphere_batch(std::span<const Sphere> spheres_a, std::span<const Vec3> displacements_a,
                                       std::span<const Sphere> spheres_b, std::span<const Vec3> displacements_b,
                                       std::span<BatchSweepHit> results);

}  // namespace sweepkit
