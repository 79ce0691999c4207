#include "dynamic_aabb_tree.hpp"

#include <algorithm>

#include "broadphase/box_math.hpp"  // core/src: the box arithmetic it shares with the query tree

namespace sweepkit {

using detail::half_area;
using detail::merged;

std::int32_t DynamicAabbTree::allocate_node() {
  if (free_ < 0) {
    nodes_.emplace_back();
    return static_cast<std::int32_t>(nodes_.size() - 1);
  }
  const std::int32_t i = free_;
  free_ = at(i).parent;
  at(i) = Node{};
  return i;
}

void DynamicAabbTree::free_node(std::int32_t i) {
  at(i).parent = free_;
  at(i).height = -1;
  free_ = i;
}

std::int32_t DynamicAabbTree::create_proxy(const Aabb& box, std::uint32_t user) {
  const std::int32_t leaf = allocate_node();
  const Vec3 m{margin_, margin_, margin_};
  at(leaf).box = {box.min - m, box.max + m};
  at(leaf).user = user;
  insert_leaf(leaf);
  ++proxy_count_;
  return leaf;
}

void DynamicAabbTree::destroy_proxy(std::int32_t proxy) {
  remove_leaf(proxy);
  free_node(proxy);
  --proxy_count_;
}

bool DynamicAabbTree::move_proxy(std::int32_t proxy, const Aabb& box) {
  if (detail::contains(at(proxy).box, box)) return false;
  remove_leaf(proxy);
  const Vec3 m{margin_, margin_, margin_};
  at(proxy).box = {box.min - m, box.max + m};
  insert_leaf(proxy);
  return true;
}

void DynamicAabbTree::replace_child(std::int32_t parent, std::int32_t old_child, std::int32_t new_child) {
  if (parent < 0) {
    root_ = new_child;
  } else if (at(parent).child1 == old_child) {
    at(parent).child1 = new_child;
  } else {
    at(parent).child2 = new_child;
  }
}

void DynamicAabbTree::insert_leaf(std::int32_t leaf) {
  if (root_ < 0) {
    root_ = leaf;
    at(leaf).parent = -1;
    return;
  }
  // Walk down to the best sibling (Goldsmith & Salmon's cost, greedily, as Box2D): at each inner node,
  // pairing the leaf with the node itself costs the area of a new parent over both, plus what every
  // ancestor grows; going into a child costs what this node grows plus that child's own cost. Stop when
  // pairing here is cheapest.
  const Aabb box = at(leaf).box;
  std::int32_t i = root_;
  while (!at(i).is_leaf()) {
    const Node& node = at(i);
    const double area = half_area(node.box);
    const double combined = half_area(merged(node.box, box));
    const double here = 2 * combined;
    const double inherited = 2 * (combined - area);  // every level below adds at least this
    const auto descend_cost = [&](std::int32_t child) {
      const Node& c = at(child);
      const double grown = half_area(merged(c.box, box));
      return (c.is_leaf() ? grown : grown - half_area(c.box)) + inherited;
    };
    const double cost1 = descend_cost(node.child1);
    const double cost2 = descend_cost(node.child2);
    if (here < cost1 && here < cost2) break;
    i = cost1 < cost2 ? node.child1 : node.child2;
  }

  // A new parent over the sibling and the leaf, in the sibling's place.
  const std::int32_t sibling = i;
  const std::int32_t old_parent = at(sibling).parent;
  const std::int32_t parent = allocate_node();
  Node& p = at(parent);
  p.parent = old_parent;
  p.box = merged(box, at(sibling).box);
  p.height = at(sibling).height + 1;
  p.child1 = sibling;
  p.child2 = leaf;
  replace_child(old_parent, sibling, parent);
  at(sibling).parent = parent;
  at(leaf).parent = parent;
  refit_upwards(old_parent);
}

void DynamicAabbTree::remove_leaf(std::int32_t leaf) {
  if (leaf == root_) {
    root_ = -1;
    return;
  }
  // The leaf's parent goes; the sibling takes its place.
  const std::int32_t parent = at(leaf).parent;
  const std::int32_t grandparent = at(parent).parent;
  const std::int32_t sibling = at(parent).child1 == leaf ? at(parent).child2 : at(parent).child1;
  replace_child(grandparent, parent, sibling);
  at(sibling).parent = grandparent;
  free_node(parent);
  refit_upwards(grandparent);
}

void DynamicAabbTree::refit_upwards(std::int32_t i) {
  while (i >= 0) {
    rotate(i);
    Node& node = at(i);
    node.height = 1 + std::max(at(node.child1).height, at(node.child2).height);
    node.box = merged(at(node.child1).box, at(node.child2).box);
    i = node.parent;
  }
}

void DynamicAabbTree::rotate(std::int32_t a) {
  // Kensler's tree rotations, as Box2D v3 applies them on the insertion path: swapping a child S of A with
  // a grandchild G under A's other child X leaves A's box as it is and changes only X's, to the union of S
  // and G's sibling. Of the (up to four) such swaps, take the one that shrinks X's surface area most, if
  // any does. (Height-balancing AVL rotations, which ignore the boxes, made queries ~3x slower here.)
  const Node& na = at(a);
  if (na.is_leaf()) return;
  struct Swap {
    std::int32_t s = -1, x = -1, g = -1;  // swap S (child of A) with G (child of X, A's other child)
    double gain = 0;                      // area of X before minus after
  } best;
  const auto consider = [&](std::int32_t s, std::int32_t x) {
    const Node& nx = at(x);
    if (nx.is_leaf()) return;
    const double area = half_area(nx.box);
    const double keep2 = area - half_area(merged(at(s).box, at(nx.child2).box));  // S <-> child1
    const double keep1 = area - half_area(merged(at(s).box, at(nx.child1).box));  // S <-> child2
    if (keep2 > best.gain) best = {s, x, nx.child1, keep2};
    if (keep1 > best.gain) best = {s, x, nx.child2, keep1};
  };
  consider(na.child1, na.child2);
  consider(na.child2, na.child1);
  if (best.s < 0) return;

  const std::int32_t s = best.s, x = best.x, g = best.g;
  replace_child(a, s, g);
  at(g).parent = a;
  replace_child(x, g, s);
  at(s).parent = x;
  Node& nx = at(x);
  nx.box = merged(at(nx.child1).box, at(nx.child2).box);
  nx.height = 1 + std::max(at(nx.child1).height, at(nx.child2).height);
}

int DynamicAabbTree::check(std::int32_t i, std::int32_t parent, std::size_t& leaves) const {
  const Node& node = at(i);
  if (node.parent != parent) return -2;
  if (node.is_leaf()) {
    ++leaves;
    return node.height == 0 ? 0 : -2;
  }
  const int h1 = check(node.child1, i, leaves);
  const int h2 = check(node.child2, i, leaves);
  if (h1 < 0 || h2 < 0) return -2;
  if (node.height != 1 + std::max(h1, h2)) return -2;
  if (!detail::contains(node.box, at(node.child1).box) || !detail::contains(node.box, at(node.child2).box)) return -2;
  return node.height;
}

bool DynamicAabbTree::valid() const {
  if (root_ < 0) return proxy_count_ == 0;
  std::size_t leaves = 0;
  return check(root_, -1, leaves) >= 0 && leaves == proxy_count_;
}

}  // namespace sweepkit
