#pragma once
/// @file
/// sweepkit: exact swept (time-of-impact) and contact tests for games. Include this one header.
///
/// Conventions, held by every function:
/// - Right-handed coordinates; lengths in the caller's unit (the docs say metres); `Real` is float32.
/// - A plane is the set of points p with `dot(normal, p) + constant == 0`, `normal` of unit length
///   (three.js's `Plane`); the signed distance `dot(normal, p) + constant` is positive on the normal's side.
/// - Contact normals are unit vectors pointing from the first shape (A) towards the second (B).
/// - A sweep's time of impact t is the fraction of the frame's motion, in [0, 1]: each shape's
///   position at t is start + t * displacement.
/// - Touching counts as contact: shapes that touch or overlap at the start give status
///   `initial_overlap` with t = 0, a path that only grazes gives `hit`.
/// - Invalid input (NaN or infinite values, negative radius, zero or non-unit plane normal,
///   Aabb min > max) gives status `invalid_input` naming the argument; nothing throws, crashes or
///   returns NaN.
///
/// Function names follow `operation_shapeA_shapeB` (sweep_sphere_plane); the JS names are their
/// camelCase copies (sweepSpherePlane).

#include "sweepkit/math/real.hpp"
#include "sweepkit/math/vec3.hpp"
#include "sweepkit/query/sweep_hit.hpp"
#include "sweepkit/query/sweep_sphere_plane.hpp"
#include "sweepkit/query/sweep_sphere_sphere.hpp"
#include "sweepkit/shapes/aabb.hpp"
#include "sweepkit/shapes/plane.hpp"
#include "sweepkit/shapes/sphere.hpp"
#include "sweepkit/status.hpp"
#include "sweepkit/tolerance.hpp"
