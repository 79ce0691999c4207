#include "sweepkit/mesh/mesh_error.hpp"

namespace sweepkit {

const char* describe(MeshError error) {
  switch (error) {
    case MeshError::none: return "no error";
    case MeshError::positions_length_invalid: return "positions length must be a multiple of 3";
    case MeshError::positions_not_triangles: return "without indices, the vertex count must be a multiple of 3";
    case MeshError::indices_length_invalid: return "indices length must be a multiple of 3";
    case MeshError::position_not_finite: return "position must be finite (|x| <= 1e8)";
    case MeshError::index_out_of_range: return "index out of range";
    case MeshError::mesh_empty: return "mesh has no non-degenerate triangle";
    case MeshError::weld_tolerance_invalid: return "weld tolerance must be in [0, 1)";
    case MeshError::flat_angle_invalid: return "flat angle must be in [0, pi/2]";
    case MeshError::too_many_vertices: return "too many vertices or triangles (at most 2^32 - 2)";
    case MeshError::vertex_count_mismatch: return "vertex count differs from the mesh's";
    case MeshError::data_too_short: return "serialised mesh is truncated";
    case MeshError::bad_magic: return "not a serialised sweepkit mesh";
    case MeshError::unsupported_version: return "unsupported serialised mesh version";
    case MeshError::real_type_mismatch: return "serialised mesh uses another Real type";
    case MeshError::checksum_mismatch: return "serialised mesh checksum mismatch";
    case MeshError::data_corrupt: return "serialised mesh is corrupt";
  }
  return "unknown error";
}

}  // namespace sweepkit
