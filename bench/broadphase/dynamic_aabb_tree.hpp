#pragma once
/// @file
/// Dynamic AABB tree (incremental bounding volume hierarchy) with fat boxes: the broadphase of Box2D,
/// Bullet (btDbvt) and Jolt's family, kept here as the benchmark rival of UniformGrid (bench/world/
/// BROADPHASE.md has the numbers and why the World uses the grid).
///
/// Each proxy's leaf holds a "fat" box: its box grown by a margin. A move that stays inside the fat box
/// changes nothing; one that leaves it removes the leaf and inserts it again with a new fat box. So a
/// scene whose bodies move little per frame pays for few tree updates, and a broadphase built on it can
/// keep its pairs of overlapping fat boxes from frame to frame, looking for new pairs only around the
/// reinserted proxies.
///
/// Source: Catto, Box2D `b2DynamicTree` (fat boxes; insertion walks down to the sibling of least
/// surface-area cost); Goldsmith & Salmon, "Automatic Creation of Object Hierarchies for Ray Tracing"
/// (1987) for the insertion cost; Kensler, "Tree Rotations for Improving Bounding Volume Hierarchies"
/// (2008) for the rotations on the way back up (as Box2D v3); Ericson, Real-Time Collision Detection
/// §6.1-6.2.

#include <cstdint>
#include <vector>

#include "sweepkit/broadphase/proxy_pair.hpp"
#include "sweepkit/shapes/aabb.hpp"

namespace sweepkit {

/// An AABB tree over proxies that are created, moved and destroyed one at a time.
///
/// Proxy ids are small integers, reused after `destroy_proxy`. Boxes must be finite with min <= max (not
/// checked). Insertion, removal and a query walk one root-to-leaf path, plus the subtrees a query's box
/// overlaps: O(height + results). The rotations pick boxes, not heights: the height is not bounded, but
/// on scattered bodies it stays a small multiple of log2 N (the tests check it for random and sorted
/// insertion orders).
class DynamicAabbTree {
 public:
  /// @param margin  how far (length units, >= 0) each fat box extends beyond its proxy's box on every side.
  explicit DynamicAabbTree(Real margin = Real(0.1)) : margin_(margin) {}

  /// Adds a proxy for `box`; `user` is handed back by `user()` (e.g. the body's index).
  /// @return the proxy id.
  std::int32_t create_proxy(const Aabb& box, std::uint32_t user);

  /// Removes a proxy; its id may be returned by a later `create_proxy`.
  void destroy_proxy(std::int32_t proxy);

  /// Gives the proxy its new `box`. When the box still lies inside the proxy's fat box nothing changes and
  /// the call returns false; otherwise the leaf is reinserted with a new fat box and it returns true.
  bool move_proxy(std::int32_t proxy, const Aabb& box);

  /// The proxy's fat box (its box at the last reinsertion, grown by the margin).
  const Aabb& fat_box(std::int32_t proxy) const { return nodes_[static_cast<std::size_t>(proxy)].box; }

  /// The `user` value the proxy was created with.
  std::uint32_t user(std::int32_t proxy) const { return nodes_[static_cast<std::size_t>(proxy)].user; }

  /// Calls `visit(proxy)` for every proxy whose fat box overlaps `box` (closed boxes), in a deterministic
  /// order. `visit` must not modify the tree.
  template <class Visit>
  void query(const Aabb& box, Visit&& visit) const {
    if (root_ < 0) return;
    // Depth-first with an explicit stack: at most height + 1 entries, which the fixed array holds for any
    // balanced tree (height 63 is ~2^40 proxies); a taller one spills into a vector.
    std::int32_t local[64];
    std::vector<std::int32_t> spill;
    int top = 0;
    local[top++] = root_;
    while (top > 0 || !spill.empty()) {
      std::int32_t i;
      if (!spill.empty()) {
        i = spill.back();
        spill.pop_back();
      } else {
        i = local[--top];
      }
      const Node& node = nodes_[static_cast<std::size_t>(i)];
      if (!overlap_closed(node.box, box)) continue;
      if (node.is_leaf()) {
        visit(i);
      } else if (top + 2 <= 64 && spill.empty()) {
        local[top++] = node.child2;
        local[top++] = node.child1;
      } else {
        spill.push_back(node.child2);
        spill.push_back(node.child1);
      }
    }
  }

  /// Number of live proxies.
  std::size_t size() const { return proxy_count_; }

  /// Height of the tree: 0 for a single leaf, -1 when empty.
  int height() const { return root_ < 0 ? -1 : nodes_[static_cast<std::size_t>(root_)].height; }

  /// Checks the tree's invariants (parent links, each inner node's box holding its children's and its height
  /// one more than theirs, the leaf count): for tests.
  bool valid() const;

 private:
  struct Node {
    Aabb box;                  // fat box of a leaf; union of the children's boxes of an inner node
    std::int32_t parent = -1;  // or the next free node while on the free list
    std::int32_t child1 = -1;  // -1 for a leaf
    std::int32_t child2 = -1;
    std::int32_t height = 0;   // 0 for a leaf, -1 for a free node
    std::uint32_t user = 0;
    bool is_leaf() const { return child1 < 0; }
  };

  Node& at(std::int32_t i) { return nodes_[static_cast<std::size_t>(i)]; }
  const Node& at(std::int32_t i) const { return nodes_[static_cast<std::size_t>(i)]; }
  std::int32_t allocate_node();
  void free_node(std::int32_t i);
  void insert_leaf(std::int32_t leaf);
  void remove_leaf(std::int32_t leaf);
  /// Refits boxes and heights from `i` up to the root, rotating where that shrinks a box on the way.
  void refit_upwards(std::int32_t i);
  void rotate(std::int32_t a);
  void replace_child(std::int32_t parent, std::int32_t old_child, std::int32_t new_child);
  int check(std::int32_t i, std::int32_t parent, std::size_t& leaves) const;

  Real margin_;
  std::vector<Node> nodes_;
  std::int32_t root_ = -1;
  std::int32_t free_ = -1;
  std::size_t proxy_count_ = 0;
};

}  // namespace sweepkit
