#pragma once
// A vector whose first N elements live inside it (no allocation), for the small per-call lists of the narrowphase:
// clipped polygons, faces, manifold candidates. A list that outgrows N (a hull face of many vertices) moves to the
// heap and goes on working; the common case (boxes, triangles, hulls of modest faces) never allocates.

#include <array>
#include <cstddef>
#include <initializer_list>
#include <vector>

namespace sweepkit::detail {

template <class T, std::size_t N>
class InlineVector {
 public:
  InlineVector() = default;
  InlineVector(std::initializer_list<T> values) {
    for (const T& v : values) push_back(v);
  }
  InlineVector(const InlineVector& other) { *this = other; }
  InlineVector& operator=(const InlineVector& other) {
    if (this != &other) {
      clear();
      for (const T& v : other) push_back(v);
    }
    return *this;
  }

  void push_back(const T& value) {
    if (size_ < N) {
      inline_[size_++] = value;
      return;
    }
    if (size_ == N) heap_.assign(inline_.begin(), inline_.end());
    heap_.push_back(value);
    ++size_;
  }
  void clear() {
    size_ = 0;
    heap_.clear();
  }

  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  T* data() { return size_ > N ? heap_.data() : inline_.data(); }
  const T* data() const { return size_ > N ? heap_.data() : inline_.data(); }
  T& operator[](std::size_t i) { return data()[i]; }
  const T& operator[](std::size_t i) const { return data()[i]; }
  T& back() { return data()[size_ - 1]; }
  T* begin() { return data(); }
  T* end() { return data() + size_; }
  const T* begin() const { return data(); }
  const T* end() const { return data() + size_; }

 private:
  std::array<T, N> inline_{};
  std::vector<T> heap_;  // used once size_ > N, holding every element
  std::size_t size_ = 0;
};

}  // namespace sweepkit::detail
