import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/**
 * The old blog's host for the import's image tests: a local HTTP server with a real JPEG and PNG
 * and every way a download can go wrong, and a WordPress export (WXR) that references them.
 * The platform reaches it only under IMPORT_IMAGES_ALLOW_LOOPBACK (a test switch).
 */
export interface ImageServer {
  url: string;
  /** Paths asked for, in order. */
  requests: string[];
  wxr: () => string;
  close: () => Promise<void>;
}

export async function imageServer(): Promise<ImageServer> {
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a6f97' } })
    .jpeg()
    .toBuffer();
  const png = await sharp({ create: { width: 32, height: 32, channels: 4, background: '#e76f51' } })
    .png()
    .toBuffer();
  const requests: string[] = [];
  const hanging = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    requests.push(path);
    const send = (type: string, body: Buffer | string) => res.writeHead(200, { 'content-type': type }).end(body);
    switch (path) {
      case '/uploads/2024/03/photo.jpg':
        return send('image/jpeg', jpeg);
      case '/uploads/pic.png':
        return send('image/png', png);
      case '/redirect-to-png':
        return res.writeHead(302, { location: '/uploads/pic.png' }).end();
      case '/to-private.jpg':
        return res.writeHead(301, { location: 'http://10.0.0.1/secret.jpg' }).end();
      case '/page.html':
        return send('text/html', '<h1>Not an image</h1>');
      case '/huge.jpg':
        return res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(6 * 1024 * 1024) }).end();
      case '/slow.jpg':
        // Never answers: the fetcher's time limit ends it.
        hanging.add(res);
        return;
      default:
        return res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    wxr: () => remoteWxr(url),
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const item = (fields: string) => `<item>${fields}</item>`;

/** A WXR 1.2 export: an attachment with alt text as one post's cover, and bodies with remote images. */
function remoteWxr(base: string): string {
  const post = (id: number, slug: string, title: string, body: string, meta = '') =>
    item(`<title>${title}</title><wp:post_id>${id}</wp:post_id><wp:post_name>${slug}</wp:post_name>
      <wp:post_type>post</wp:post_type><wp:status>publish</wp:status>
      <wp:post_date_gmt>2024-03-02 10:00:00</wp:post_date_gmt>
      <category domain="category" nicename="harbour"><![CDATA[Harbour]]></category>
      <content:encoded><![CDATA[${body}]]></content:encoded>${meta}`);
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/"
  xmlns:wp="http://wordpress.org/export/1.2/" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel><title>Old Harbour</title><wp:wxr_version>1.2</wp:wxr_version>
${item(`<title>photo</title><wp:post_id>50</wp:post_id><wp:post_type>attachment</wp:post_type><wp:status>inherit</wp:status>
  <wp:attachment_url>${base}/uploads/2024/03/photo.jpg</wp:attachment_url>
  <wp:postmeta><wp:meta_key>_wp_attachment_image_alt</wp:meta_key><wp:meta_value><![CDATA[The harbour at dawn]]></wp:meta_value></wp:postmeta>`)}
${post(
  60,
  'harbour-photos',
  'Harbour Photos',
  `<p>Morning.</p><p><img src="${base}/uploads/2024/03/photo-300x200.jpg" alt="Boats" width="300" height="200" /></p>
<p>A buoy:</p><p><img src="${base}/redirect-to-png" alt="Buoy" /></p>`,
  '<wp:postmeta><wp:meta_key>_thumbnail_id</wp:meta_key><wp:meta_value>50</wp:meta_value></wp:postmeta>',
)}
${post(
  61,
  'images-that-stay',
  'Images That Stay',
  ['missing.jpg', 'page.html', 'huge.jpg', 'to-private.jpg', 'slow.jpg']
    .map((name) => `<p><img src="${base}/${name}" alt="${name}" /></p>`)
    .concat('<p><img src="http://169.254.169.254/latest/meta-data/photo.jpg" alt="metadata" /></p>')
    .join('\n'),
)}
</channel></rss>`;
}
