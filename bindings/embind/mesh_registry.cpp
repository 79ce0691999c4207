// The table of live triangle meshes (mesh_registry.hpp): slots indexed by id, each with its generation.

#include "mesh_registry.hpp"

#include <cmath>

#include <cstdint>
#include <memory>
#include <utility>
#include <vector>

#include "shape_words.hpp"

namespace sweepkit::bindings {

namespace {

constexpr std::uint32_t kSlotMask = (std::uint32_t{1} << kMeshSlotBits) - 1;
constexpr std::uint32_t kMaxSlots = kSlotMask;  // slot + 1 must fit in the mask: 0 is no id
constexpr std::uint32_t kMaxGeneration = (std::uint32_t{1} << (31 - kMeshSlotBits)) - 1;

struct Slot {
  std::unique_ptr<TriangleMesh> mesh;  // null while free (or retired)
  std::uint32_t generation = 0;        // of the slot's current mesh, or of its next one while free
};

std::vector<Slot> g_slots;
std::vector<std::uint32_t> g_free;  // slots to reuse, each with a generation not used yet

/// The slot id `id` names when it is well formed (its generation is checked by the caller), else null.
Slot* slot_of(std::int32_t id) {
  const auto bits = static_cast<std::uint32_t>(id);
  const std::uint32_t index = (bits & kSlotMask) - 1;  // wraps to 2^32 - 1 for a slot field of 0
  if (id <= 0 || index >= g_slots.size()) return nullptr;
  Slot& slot = g_slots[index];
  return slot.generation == bits >> kMeshSlotBits && slot.mesh != nullptr ? &slot : nullptr;
}

}  // namespace

std::int32_t add_mesh(std::unique_ptr<TriangleMesh> mesh) {
  std::uint32_t index;
  if (!g_free.empty()) {
    index = g_free.back();
    g_free.pop_back();
  } else if (g_slots.size() < kMaxSlots) {
    index = static_cast<std::uint32_t>(g_slots.size());
    g_slots.emplace_back();
  } else {
    return 0;
  }
  Slot& slot = g_slots[index];
  slot.mesh = std::move(mesh);
  return static_cast<std::int32_t>(slot.generation << kMeshSlotBits | (index + 1));
}

TriangleMesh* find_mesh(std::int32_t id) {
  Slot* slot = slot_of(id);
  return slot != nullptr ? slot->mesh.get() : nullptr;
}

void remove_mesh(std::int32_t id) {
  Slot* slot = slot_of(id);
  if (slot == nullptr) return;
  slot->mesh.reset();
  if (slot->generation == kMaxGeneration) return;  // retired: its next id would repeat its first
  ++slot->generation;
  g_free.push_back(static_cast<std::uint32_t>(slot - g_slots.data()));
}

const TriangleMesh* mesh_at(float low, float high) {
  constexpr float kWord = 1 << kMeshIdLowBits;
  const bool words = low >= 0 && low < kWord && high >= 0 && high < kWord && std::floor(low) == low && std::floor(high) == high;
  if (!words) return nullptr;
  return find_mesh(static_cast<std::int32_t>(static_cast<std::uint32_t>(high) << kMeshIdLowBits | static_cast<std::uint32_t>(low)));
}

float mesh_id_word(const TriangleMesh* mesh, int part) {
  // A linear search: a mesh is written back only where the World reports a body's shape, which is rare.
  for (std::size_t i = 0; mesh != nullptr && i < g_slots.size(); ++i) {
    if (g_slots[i].mesh.get() != mesh) continue;
    const std::uint32_t id = g_slots[i].generation << kMeshSlotBits | static_cast<std::uint32_t>(i + 1);
    return static_cast<float>(part == 0 ? id & ((1u << kMeshIdLowBits) - 1) : id >> kMeshIdLowBits);
  }
  return 0;
}

}  // namespace sweepkit::bindings
