#pragma once
// Least-significant-digit radix sort of (key, value) pairs, stable, O(n) per 11-bit digit.
// Used by sort-and-sweep (its keys; the World sorts its pair keys with two counting-sort passes instead).
// std::sort on the same data is 5-10x slower at the sizes a frame sees (10^4..10^5 keys). Source: Knuth TAOCP vol. 3 §5.2.5;
// the float-to-sortable-integer mapping is Herf, "Radix Tricks" (2001).

#include <array>
#include <cstdint>
#include <cstring>
#include <vector>

#include "sweepkit/math/real.hpp"

namespace sweepkit::detail {

/// Maps a float to a uint32 whose unsigned order is the float's order (-0 sorts before +0; no NaN here).
inline std::uint32_t sortable_key(float value) {
  std::uint32_t bits;
  std::memcpy(&bits, &value, sizeof bits);
  return (bits & 0x80000000u) ? ~bits : (bits | 0x80000000u);
}

inline std::uint32_t sortable_key(double value) { return sortable_key(static_cast<float>(value)); }

/// Sorts `keys` ascending and applies the same permutation to `values`, stably.
/// Only the low `key_bits` bits of each key take part (higher bits must be zero).
/// `key_scratch` / `value_scratch` are resized as needed and hold garbage afterwards.
template <class Key, class Value>
void radix_sort(std::vector<Key>& keys, std::vector<Value>& values, std::vector<Key>& key_scratch,
                std::vector<Value>& value_scratch, int key_bits) {
  constexpr int kDigitBits = 11;
  constexpr std::size_t kBuckets = std::size_t{1} << kDigitBits;
  const std::size_t n = keys.size();
  key_scratch.resize(n);
  value_scratch.resize(n);
  std::array<std::uint32_t, kBuckets> count;
  for (int shift = 0; shift < key_bits; shift += kDigitBits) {
    count.fill(0);
    for (std::size_t i = 0; i < n; ++i) ++count[static_cast<std::size_t>(keys[i] >> shift) & (kBuckets - 1)];
    // A digit on which every key agrees leaves the order unchanged: skip the scatter.
    if (n > 0 && count[static_cast<std::size_t>(keys[0] >> shift) & (kBuckets - 1)] == n) continue;
    std::uint32_t sum = 0;
    for (auto& c : count) {
      const std::uint32_t here = c;
      c = sum;
      sum += here;
    }
    for (std::size_t i = 0; i < n; ++i) {
      const std::uint32_t to = count[static_cast<std::size_t>(keys[i] >> shift) & (kBuckets - 1)]++;
      key_scratch[to] = keys[i];
      value_scratch[to] = values[i];
    }
    keys.swap(key_scratch);
    values.swap(value_scratch);
  }
}

/// Sorts `keys` ascending (keys only); `scratch` is resized as needed. Only the low `key_bits` bits count.
template <class Key>
void radix_sort(std::vector<Key>& keys, std::vector<Key>& scratch, int key_bits) {
  constexpr int kDigitBits = 11;
  constexpr std::size_t kBuckets = std::size_t{1} << kDigitBits;
  const std::size_t n = keys.size();
  scratch.resize(n);
  std::array<std::uint32_t, kBuckets> count;
  for (int shift = 0; shift < key_bits; shift += kDigitBits) {
    count.fill(0);
    for (std::size_t i = 0; i < n; ++i) ++count[static_cast<std::size_t>(keys[i] >> shift) & (kBuckets - 1)];
    if (n > 0 && count[static_cast<std::size_t>(keys[0] >> shift) & (kBuckets - 1)] == n) continue;
    std::uint32_t sum = 0;
    for (auto& c : count) {
      const std::uint32_t here = c;
      c = sum;
      sum += here;
    }
    for (std::size_t i = 0; i < n; ++i) scratch[count[static_cast<std::size_t>(keys[i] >> shift) & (kBuckets - 1)]++] = keys[i];
    keys.swap(scratch);
  }
}

}  // namespace sweepkit::detail
