#pragma once
// The cases of the parameterised invalid-input tests of the raycast_* and sweep_* queries: one bad field per case,
// the query's arguments in its own order, the InputError expected and the 0-based position of the bad argument
// (checked with EXPECT_INVALID_INPUT, test_util.hpp). gtest prints and names each case by its `name`.

#include <gtest/gtest.h>

#include <ostream>
#include <string>

#include "sweepkit/sweepkit.hpp"
#include "test_util.hpp"

namespace sweepkit::test {

/// raycast_*(ray, shape, max_fraction).
template <class Shape>
struct RaycastInvalidCase {
  const char* name;
  Ray ray;
  Shape shape;
  Real max_fraction;
  InputError error;
  int argument;
};

/// sweep_*_plane(shape, displacement, plane).
template <class Shape>
struct SweepPlaneInvalidCase {
  const char* name;
  Shape shape;
  Vec3 displacement;
  Plane plane;
  InputError error;
  int argument;
};

/// sweep_*(a, displacement_a, b, displacement_b).
template <class A, class B>
struct SweepInvalidCase {
  const char* name;
  A a;
  Vec3 displacement_a;
  B b;
  Vec3 displacement_b;
  InputError error;
  int argument;
};

template <class Shape>
void PrintTo(const RaycastInvalidCase<Shape>& c, std::ostream* os) {
  *os << c.name;
}

template <class Shape>
void PrintTo(const SweepPlaneInvalidCase<Shape>& c, std::ostream* os) {
  *os << c.name;
}

template <class A, class B>
void PrintTo(const SweepInvalidCase<A, B>& c, std::ostream* os) {
  *os << c.name;
}

/// Names each case of a parameterised test after its `name` field (INSTANTIATE_TEST_SUITE_P's last argument).
struct CaseName {
  template <class Param>
  std::string operator()(const ::testing::TestParamInfo<Param>& info) const {
    return info.param.name;
  }
};

}  // namespace sweepkit::test
