/** One Renderer per bundle for the life of the engine process (loading one costs ~1 s). */
import { Renderer } from './renderer';

let loaded: { bundle: string; renderer: Promise<Renderer> } | null = null;

export function getRenderer(bundle: string): Promise<Renderer> {
  if (loaded?.bundle !== bundle) loaded = { bundle, renderer: Renderer.load(bundle) };
  return loaded.renderer;
}
