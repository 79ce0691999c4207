// Shape-like input types shared by every query family. three.js objects fit as they are.
import type { Vec3Like } from './index.js';

/** An axis-aligned box with min <= max on every axis. `THREE.Box3` fits. */
export interface AabbLike {
  min: Vec3Like;
  max: Vec3Like;
}

/** All points within `radius` of the segment start–end. three's examples `Capsule` fits. */
export interface CapsuleLike {
  start: Vec3Like;
  end: Vec3Like;
  radius: number;
}

/** The points origin + t·direction, t in [0, maxFraction]. `THREE.Ray` fits (unit direction: t is a distance). */
export interface RayLike {
  origin: Vec3Like;
  direction: Vec3Like;
}
