// The boundary is generated from bindings/schema.js: the files on disk must be what the schema gives, and
// what the schema says must be what the loaded core and the JS API do.
import { beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../bindings/schema.js';
import { init } from '../../bindings/js/index.js';
import { stale } from '../../scripts/generate-bindings.mjs';

let sk;
beforeAll(async () => {
  sk = await init();
});

describe('bindings/schema.js', () => {
  it('every generated file matches the schema (run `node scripts/generate-bindings.mjs` after editing it)', () => {
    expect(stale()).toEqual([]);
  });

  it('every query of the schema is a function of the API, and nothing else is unlisted', () => {
    for (const { name } of schema.QUERIES) expect(typeof sk[name], name).toBe('function');
    const listed = new Set(schema.QUERIES.map(({ name }) => name));
    const queryLike = Object.keys(sk).filter((key) => /^(sweep|contact|overlap|raycast)/.test(key) && !/Batch$/.test(key));
    expect(queryLike.filter((key) => !listed.has(key))).toEqual([]);
  });

  it('each input error of the schema is the one the core reports', () => {
    // One case per error the queries can report from JS. JS checks first what the core cannot be reached with:
    // shape_type_invalid (the type), tolerance_invalid (createConvexHull's range) and hull_invalid (a disposed hull);
    // mesh_invalid belongs to a TriangleMeshShape, which the generic JS queries do not take yet (a TriangleMesh goes
    // through its own queries, whose errors are MeshErrors).
    const v = (x, y, z) => ({ x, y, z });
    const ok = { center: v(0, 0, 0), radius: 1 };
    const cube = sk.createConvexHull([-1, -1, -1, 1, -1, -1, -1, 1, -1, 1, 1, -1, -1, -1, 1, 1, -1, 1, -1, 1, 1, 1, 1, 1]);
    const cases = {
      center_not_finite: () => sk.contactSphereSphere({ center: v(NaN, 0, 0), radius: 1 }, ok),
      radius_not_finite: () => sk.contactSphereSphere({ center: v(0, 0, 0), radius: Infinity }, ok),
      radius_negative: () => sk.contactSphereSphere({ center: v(0, 0, 0), radius: -1 }, ok),
      vector_not_finite: () => sk.sweepSphereSphere(ok, v(0, 2e8, 0), ok, v(0, 0, 0)),
      normal_not_finite: () => sk.overlapSpherePlane(ok, { normal: v(0, NaN, 0), constant: 0 }),
      normal_zero: () => sk.overlapSpherePlane(ok, { normal: v(0, 0, 0), constant: 0 }),
      normal_not_unit: () => sk.overlapSpherePlane(ok, { normal: v(0, 0.9, 0), constant: 0 }),
      constant_not_finite: () => sk.overlapSpherePlane(ok, { normal: v(0, 1, 0), constant: NaN }),
      min_not_finite: () => sk.overlapAabbAabb({ min: v(NaN, 0, 0), max: v(1, 1, 1) }, { min: v(0, 0, 0), max: v(1, 1, 1) }),
      max_not_finite: () => sk.overlapAabbAabb({ min: v(0, 0, 0), max: v(1, -Infinity, 1) }, { min: v(0, 0, 0), max: v(1, 1, 1) }),
      min_greater_than_max: () => sk.overlapAabbAabb({ min: v(0, 2, 0), max: v(1, 1, 1) }, { min: v(0, 0, 0), max: v(1, 1, 1) }),
      start_not_finite: () => sk.overlapCapsuleCapsule({ start: v(NaN, 0, 0), end: v(0, 0, 0), radius: 1 }, { start: v(0, 0, 0), end: v(0, 0, 0), radius: 1 }),
      end_not_finite: () => sk.overlapCapsuleCapsule({ start: v(0, 0, 0), end: v(0, 1e9, 0), radius: 1 }, { start: v(0, 0, 0), end: v(0, 0, 0), radius: 1 }),
      origin_not_finite: () => sk.raycastSphere({ origin: v(NaN, 0, 0), direction: v(1, 0, 0) }, ok),
      direction_not_finite: () => sk.raycastSphere({ origin: v(0, 0, 0), direction: v(1, Infinity, 0) }, ok),
      max_fraction_invalid: () => sk.raycastSphere({ origin: v(0, 0, 0), direction: v(1, 0, 0) }, ok, NaN),
      half_size_not_finite: () => sk.contact({ center: v(0, 0, 0), halfSize: v(1, NaN, 1) }, ok),
      half_size_negative: () => sk.contact({ center: v(0, 0, 0), halfSize: v(1, -1, 1) }, ok),
      rotation_not_finite: () => sk.contact({ center: v(0, 0, 0), halfSize: v(1, 1, 1), rotation: { elements: [1, 0, 0, 0, NaN, 0, 0, 0, 1] } }, ok),
      rotation_not_orthonormal: () => sk.contact({ center: v(0, 0, 0), halfSize: v(1, 1, 1), rotation: { x: 0, y: 0, z: 0, w: 2 } }, ok),
      position_not_finite: () => sk.contact({ hull: cube, position: v(Infinity, 0, 0) }, ok),
      point_not_finite: () => sk.createConvexHull([0, 0, 0, 1, 0, 0, 0, NaN, 0, 0, 0, 1]),
      too_few_points: () => sk.createConvexHull([0, 0, 0, 1, 0, 0, 1, 0, 0]),
      points_collinear: () => sk.createConvexHull([0, 0, 0, 1, 0, 0, 2, 0, 0, 3, 0, 0]),
    };
    for (const [name, value, field, problem] of schema.ENUMS.InputError.values) {
      if (!cases[name]) continue;
      let error;
      try {
        cases[name]();
      } catch (e) {
        error = e;
      }
      expect(error, name).toBeInstanceOf(RangeError);
      expect(error.code, name).toBe(value);
      expect(error.field, name).toBe(field);
      expect(error.message, name).toContain(problem);
    }
    expect(Object.keys(cases).length).toBe(schema.ENUMS.InputError.values.length - 5); // all but none and the four above
  });
});
