// The worker thread behind media/originals.ts: renders scenes (media/raster.ts), one after
// another, off the server's thread; the pixels go back without a copy.

import {parentPort} from 'node:worker_threads';
import {type Scene, renderScene} from './raster.ts';

parentPort?.on('message', ({id, scene}: {id: number; scene: Scene}) => {
  try {
    const pixels = renderScene(scene);
    const buffer = pixels.buffer.slice(pixels.byteOffset, pixels.byteOffset + pixels.byteLength);
    parentPort?.postMessage({id, pixels: buffer}, [buffer as ArrayBuffer]);
  } catch (error) {
    parentPort?.postMessage({id, error: (error as Error).message});
  }
});
