import type { Payload } from 'payload';

/** Demo posts, categories, tags, images and subscribers (see README). */
export async function seedDemoContent(payload: Payload, adminId: number | string): Promise<void> {
  void payload;
  void adminId;
}
