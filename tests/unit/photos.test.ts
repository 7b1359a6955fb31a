// The photographs' scenes (local-shop/media/photos.ts): every photographed part lies whole
// inside its picture at one scale with a millimetre rule long enough to measure it, and
// every collection of the real catalogue has its own photo.

import {describe, expect, it} from 'vitest';
import {collections} from '../../local-shop/catalog/collections.ts';
import {products} from '../../local-shop/catalog/products.ts';
import {modelOf} from '../../local-shop/media/parts.ts';
import {PHOTO_SIZE, RENDER_SCALE, collectionPhoto, hasPhoto, productPhoto} from '../../local-shop/media/photos.ts';
import {CYLINDERS_COLLECTION} from '../../local-shop/store/seed.ts';

const photographed = products.filter(hasPhoto);

describe('product photos', () => {
  it('cover part of the range, not all of it', () => {
    expect(photographed.length).toBeGreaterThan(50);
    expect(photographed.length).toBeLessThan(products.length);
    expect(products.filter((product) => !hasPhoto(product)).every((product) => productPhoto(product) === null)).toBe(true);
  });

  it('show the whole part inside the picture, beside a rule at the same scale at least as long as the part', () => {
    for (const product of photographed) {
      const photo = productPhoto(product);
      const model = modelOf(product);
      expect(photo, product.handle).not.toBeNull();
      if (!photo || !model) continue;
      expect([photo.width, photo.height]).toEqual([PHOTO_SIZE.width, PHOTO_SIZE.height]);
      expect([photo.scene.width, photo.scene.height]).toEqual([PHOTO_SIZE.width * RENDER_SCALE, PHOTO_SIZE.height * RENDER_SCALE]);
      const [rule, part] = photo.scene.parts;
      expect(part.scale, product.handle).toBe(rule.scale);
      const ruleShape = rule.shapes[0];
      const ruleLength = ruleShape.kind === 'box' ? ruleShape.u1 - ruleShape.u0 : 0;
      const span = model.u1 - model.u0;
      // A rule long enough to read the part's length, unless the part fills the picture's width.
      expect(ruleLength >= span || ruleLength * rule.scale >= photo.scene.width * 0.85, product.handle).toBe(true);
      const radians = (part.angle * Math.PI) / 180;
      for (const u of [model.u0, model.u1]) {
        for (const v of [-model.halfWidth, model.halfWidth]) {
          const x = part.x + (u * Math.cos(radians) - v * Math.sin(radians)) * part.scale;
          const y = part.y + (u * Math.sin(radians) + v * Math.cos(radians)) * part.scale;
          expect(x, product.handle).toBeGreaterThan(0);
          expect(x, product.handle).toBeLessThan(photo.scene.width);
          expect(y, product.handle).toBeGreaterThan(0);
          expect(y, product.handle).toBeLessThan(photo.scene.height);
        }
      }
      // The rule's figures are drawn at full size over the picture.
      expect(photo.overlay).toMatch(/^<svg [^>]*width="2000" height="2000"/);
      expect(photo.overlay).toContain('>cm</text>');
    }
  });
});

describe('collection photos', () => {
  it('exist for every collection, the automatic one included, with up to three parts', () => {
    for (const collection of [...collections, {handle: CYLINDERS_COLLECTION.handle, imageProduct: undefined}]) {
      const photo = collectionPhoto(collection, products);
      expect(photo, collection.handle).not.toBeNull();
      expect(photo?.scene.parts.length, collection.handle).toBeGreaterThanOrEqual(2);
      expect(photo?.scene.parts.length, collection.handle).toBeLessThanOrEqual(4);
    }
  });
});
