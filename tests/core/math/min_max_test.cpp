#include "sweepkit/math/min_max.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <limits>
#include <vector>

namespace sweepkit {
namespace {

template <class T>
auto bits(T x) {
  std::conditional_t<sizeof(T) == 4, std::uint32_t, std::uint64_t> b;
  std::memcpy(&b, &x, sizeof b);
  return b;
}

template <class T>
std::vector<T> special_values() {
  using L = std::numeric_limits<T>;
  return {T(0), -T(0), T(1), T(-1), T(0.5), T(-2.5), L::denorm_min(), -L::denorm_min(), L::max(), L::lowest(),
          L::infinity(), -L::infinity(), L::quiet_NaN()};
}

// The contract: the same bits as the std forms for every pair, signed zeros and NaN included (NaN as the
// first argument comes back from min and max; as the second, the first argument does), so that the native and
// WebAssembly builds of the World stay bit-identical.
template <class T>
void expect_std_values() {
  const auto values = special_values<T>();
  for (const T a : values) {
    for (const T b : values) {
      EXPECT_EQ(bits(min_of(a, b)), bits(std::min(a, b))) << a << " " << b;
      EXPECT_EQ(bits(max_of(a, b)), bits(std::max(a, b))) << a << " " << b;
      for (const T c : values) {
        if (!(b <= c)) continue;  // std::clamp needs lo <= hi
        EXPECT_EQ(bits(clamp_of(a, b, c)), bits(std::clamp(a, b, c))) << a << " " << b << " " << c;
      }
    }
  }
}

TEST(MinMax, FloatMatchesStdBitForBit) { expect_std_values<float>(); }
TEST(MinMax, DoubleMatchesStdBitForBit) { expect_std_values<double>(); }

TEST(MinMax, ClampHandValues) {
  EXPECT_EQ(clamp_of(Real(-3), Real(-1), Real(2)), Real(-1));
  EXPECT_EQ(clamp_of(Real(5), Real(-1), Real(2)), Real(2));
  EXPECT_EQ(clamp_of(Real(0.25), Real(-1), Real(2)), Real(0.25));
}

}  // namespace
}  // namespace sweepkit
