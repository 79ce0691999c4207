// The playground read as a tutorial: its scenes in chapters, in reading order. A scene keeps its number (its
// place in the registry, web/src/scenes/index.js: the digit keys and the README's screenshots use it); the
// chapters give the order in which to read them, and each scene links to the one before and after.

/** The chapters in reading order, each with its scenes' ids in reading order. */
export const CHAPTERS = [
  { title: 'first contact', ids: ['sphere-plane', 'sphere-sphere', 'aabb-aabb', 'aabb-sphere'] },
  { title: 'sweeps', ids: ['tunnelling', 'swept-volumes', 'spinning-bar', 'rain'] },
  { title: 'broadphase', ids: ['pairs'] },
  { title: 'convex', ids: ['obb-contact', 'sat-boxes', 'gjk-epa'] },
  { title: 'meshes', ids: ['mesh-sweep', 'bvh-at-work', 'ghost-collisions', 'turning-door'] },
  { title: 'characters', ids: ['character', 'gauntlet-character'] },
];

/**
 * The scenes in reading order, each as {scene, number (1-based place in `scenes`), chapter (its title),
 * index (its place in the chapter, 0-based), size (the chapter's number of scenes)}. Throws if a scene is in no
 * chapter, in two, or a chapter names a scene that `scenes` lacks.
 * @param {{id: string}[]} scenes  the registry, in menu-number order.
 */
export function readingOrder(scenes) {
  const byId = new Map(scenes.map((scene, i) => [scene.id, { scene, number: i + 1 }]));
  const order = CHAPTERS.flatMap(({ title, ids }) => ids.map((id, index) => {
    if (!byId.has(id)) throw new Error(`chapter "${title}" names an unknown scene "${id}"`);
    return { ...byId.get(id), chapter: title, index, size: ids.length };
  }));
  const seen = new Set(order.map(({ scene }) => scene.id));
  if (seen.size !== order.length || seen.size !== scenes.length) {
    throw new Error('every scene must be in exactly one chapter');
  }
  return order;
}

/** The entries before and after scene `id` in `order` (null at either end), and its own entry. */
export function neighbours(order, id) {
  const i = order.findIndex(({ scene }) => scene.id === id);
  return { previous: order[i - 1] ?? null, current: order[i] ?? null, next: order[i + 1] ?? null };
}
