#include "quickhull.hpp"

#include <cstddef>
#include <functional>
#include <queue>
#include <vector>

namespace sweepkit::detail {

namespace {

std::size_t at(int i) { return static_cast<std::size_t>(i); }

/// The mesh under construction: triangles (dead ones stay, flagged) and each live triangle's conflict list, the
/// points above it by more than the tolerance that no other triangle claimed first (each point is on one list).
class Quickhull {
 public:
  Quickhull(const Vec3* points, int count, Real tolerance)
      : p_(points), tol_(tolerance), stamp_(), start_at_(at(count), -1), end_at_(at(count), -1) {}

  std::vector<HullTriangle> run(const int s[4], int count) {
    // The tetrahedron, each face counter-clockwise seen from outside: s[3] is below the plane of (s0, s1, s2)
    // when that triangle is oriented outward; flip the winding when it is not.
    int a = s[0], b = s[1], c = s[2];
    if (dot(cross(p_[b] - p_[a], p_[c] - p_[a]), p_[s[3]] - p_[a]) > 0) std::swap(b, c);
    const int d = s[3];
    const int t0 = add(a, b, c), t1 = add(a, d, b), t2 = add(b, d, c), t3 = add(c, d, a);
    link(t0, 0, t1, 2), link(t0, 1, t2, 2), link(t0, 2, t3, 2);
    link(t1, 1, t2, 0), link(t2, 1, t3, 0), link(t3, 1, t1, 0);
    std::vector<int> all;
    for (int i = 0; i < count; ++i) {
      if (i != a && i != b && i != c && i != d) all.push_back(i);
    }
    assign(all, {t0, t1, t2, t3});
    // The lowest-numbered live triangle with a conflict point next, as a scan from triangle 0 would find it, but
    // from a min-heap of the triangles given points (each is pushed once: only a new triangle is given points,
    // and a triangle's list empties only when it dies). The scan was quadratic when every point is a vertex
    // (16,000 points on a sphere: 32,000 triangles scanned 16,000 times).
    while (!pending_.empty()) {
      const int f = pending_.top();
      pending_.pop();
      if (tris_[at(f)].alive && !tris_[at(f)].conflict.empty()) add_point(f);
    }
    return compact();
  }

 private:
  struct Tri {
    HullTriangle t;
    bool alive = true;
    std::vector<int> conflict;
  };

  Real distance(int t, int point) const { return dot(tris_[at(t)].t.normal, p_[point]) + tris_[at(t)].t.constant; }

  int add(int a, int b, int c) {
    Tri tri;
    tri.t.v[0] = a, tri.t.v[1] = b, tri.t.v[2] = c;
    const Vec3 n = cross(p_[b] - p_[a], p_[c] - p_[a]);
    const Real len = length(n);
    // A zero-area triangle (its third point on the line of the other two) gets a normal fixed by the caller.
    tri.t.normal = len > 0 ? n * (Real(1) / len) : Vec3{};
    tri.t.constant = -dot(tri.t.normal, (p_[a] + p_[b] + p_[c]) * (Real(1) / Real(3)));
    tris_.push_back(std::move(tri));
    stamp_.push_back(0);
    return static_cast<int>(tris_.size()) - 1;
  }

  void link(int t, int edge, int u, int u_edge) {
    tris_[at(t)].t.adj[edge] = u;
    tris_[at(u)].t.adj[u_edge] = t;
  }

  /// Each point goes on the conflict list of the triangle (of `targets`) it is furthest above, if above by > tol.
  void assign(const std::vector<int>& points, const std::vector<int>& targets) {
    for (int q : points) {
      int best = -1;
      Real best_distance = tol_;
      for (int t : targets) {
        const Real dist = distance(t, q);
        if (dist > best_distance) best = t, best_distance = dist;
      }
      if (best < 0) continue;
      std::vector<int>& conflict = tris_[at(best)].conflict;
      if (conflict.empty()) pending_.push(best);
      conflict.push_back(q);
    }
  }

  /// Adds the furthest point of triangle f's conflict list: removes the triangles it sees (by more than tol), joins
  /// it to their horizon, and hands their conflict points to the new triangles.
  void add_point(int f) {
    const std::vector<int>& list = tris_[at(f)].conflict;
    int eye = list[0];
    for (int q : list) {
      if (distance(f, q) > distance(f, eye)) eye = q;
    }
    ++round_;
    std::vector<int> visible{f};
    stamp_[at(f)] = round_;
    for (std::size_t k = 0; k < visible.size(); ++k) {
      for (int u : tris_[at(visible[k])].t.adj) {
        if (stamp_[at(u)] != round_ && distance(u, eye) > 0) {
          stamp_[at(u)] = round_;
          visible.push_back(u);
        }
      }
    }
    struct HorizonEdge {
      int a, b, outside;
    };
    std::vector<HorizonEdge> horizon;
    std::vector<int> orphans;
    for (int t : visible) {
      Tri& tri = tris_[at(t)];
      for (int e = 0; e < 3; ++e) {
        if (stamp_[at(tri.t.adj[e])] != round_) horizon.push_back({tri.t.v[e], tri.t.v[(e + 1) % 3], tri.t.adj[e]});
      }
      for (int q : tri.conflict) {
        if (q != eye) orphans.push_back(q);
      }
      tri.conflict.clear();
      tri.alive = false;
    }
    std::vector<int> created;
    for (const HorizonEdge& h : horizon) {
      const int t = add(h.a, h.b, eye);
      if (length_squared(tris_[at(t)].t.normal) == 0) {
        tris_[at(t)].t.normal = tris_[at(h.outside)].t.normal;
        tris_[at(t)].t.constant = -dot(tris_[at(t)].t.normal, p_[h.a]);
      }
      HullTriangle& out = tris_[at(h.outside)].t;
      for (int e = 0; e < 3; ++e) {
        if (out.v[e] == h.b && out.v[(e + 1) % 3] == h.a) link(t, 0, h.outside, e);
      }
      start_at_[at(h.a)] = t;
      end_at_[at(h.b)] = t;
      created.push_back(t);
    }
    for (int t : created) {
      HullTriangle& tri = tris_[at(t)].t;
      tri.adj[1] = start_at_[at(tri.v[1])];  // the new triangle (b, c, eye), whose edge eye -> b is b -> eye reversed
      tri.adj[2] = end_at_[at(tri.v[0])];    // the new triangle (x, a, eye), whose edge a -> eye is eye -> a reversed
    }
    for (const HorizonEdge& h : horizon) start_at_[at(h.a)] = end_at_[at(h.b)] = -1;
    assign(orphans, created);
  }

  std::vector<HullTriangle> compact() const {
    std::vector<int> index(tris_.size(), -1);
    std::vector<HullTriangle> out;
    for (std::size_t t = 0; t < tris_.size(); ++t) {
      if (!tris_[t].alive) continue;
      index[t] = static_cast<int>(out.size());
      out.push_back(tris_[t].t);
    }
    for (HullTriangle& t : out) {
      for (int& u : t.adj) u = index[at(u)];
    }
    return out;
  }

  const Vec3* p_;
  Real tol_;
  std::vector<Tri> tris_;
  std::vector<int> stamp_;  // round in which a triangle was found visible
  int round_ = 0;
  std::vector<int> start_at_, end_at_;  // new triangle by the horizon vertex its edge starts / ends at
  std::priority_queue<int, std::vector<int>, std::greater<int>> pending_;  // triangles given conflict points
};

}  // namespace

std::vector<HullTriangle> quickhull_triangles(const Vec3* points, int count, const int simplex[4], Real tolerance) {
  return Quickhull(points, count, tolerance).run(simplex, count);
}

}  // namespace sweepkit::detail
