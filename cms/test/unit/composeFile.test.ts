/**
 * docker-compose.yml, parsed: production exposes no mail catcher (its web UI shows every e-mail,
 * password-reset links included) and needs a real SMTP_URL and the site's public address; every
 * service comes back after a crash or a reboot.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

interface Service {
  image?: string;
  restart?: string;
  profiles?: string[];
  ports?: (string | { published?: string | number; target?: number; host_ip?: string })[];
  depends_on?: Record<string, unknown> | string[];
  environment?: Record<string, string>;
}
const compose = parse(readFileSync(path.resolve(import.meta.dirname, '../../../docker-compose.yml'), 'utf8'), {
  merge: true,
}) as {
  services: Record<string, Service>;
};
const services = Object.entries(compose.services);
const isMailCatcher = ([, s]: [string, Service]) => /mailpit|mailhog|maildev|smtp4dev/i.test(s.image ?? '');

/** Host ip and container port of a published port, short or long syntax. */
function published(port: NonNullable<Service['ports']>[number]): { hostIp: string; target: number } {
  if (typeof port === 'object') return { hostIp: port.host_ip ?? '0.0.0.0', target: Number(port.target) };
  const parts = String(port).split(':');
  // "8025", "8025:8025" or "127.0.0.1:8025:8025"
  return { hostIp: parts.length === 3 ? parts[0]! : '0.0.0.0', target: Number(parts.at(-1)!.split('/')[0]) };
}

describe('docker-compose.yml', () => {
  it('parses, and has the platform and a mail catcher', () => {
    expect(compose.services.cms).toBeDefined();
    expect(services.filter(isMailCatcher)).toHaveLength(1);
  });

  it('runs a mail catcher only under the dev profile', () => {
    for (const [name, service] of services.filter(isMailCatcher)) expect(service.profiles, name).toEqual(['dev']);
    // The production services (no profile) do not wait for it either.
    for (const [name, service] of services.filter(([, s]) => !s.profiles)) {
      const deps = Array.isArray(service.depends_on) ? service.depends_on : Object.keys(service.depends_on ?? {});
      for (const dep of deps) expect(compose.services[dep]?.profiles, `${name} depends on ${dep}`).toBeUndefined();
    }
  });

  it('publishes no port of the mail catcher beyond 127.0.0.1, and no 8025 on every interface anywhere', () => {
    for (const [name, service] of services) {
      for (const port of service.ports ?? []) {
        const { hostIp, target } = published(port);
        if (isMailCatcher([name, service])) expect(hostIp, `${name} ${JSON.stringify(port)}`).toBe('127.0.0.1');
        if (target === 8025) expect(hostIp, `${name} ${JSON.stringify(port)}`).not.toBe('0.0.0.0');
      }
    }
  });

  it('makes the operator name the SMTP server (no default pointing at the catcher)', () => {
    const smtp = compose.services.cms!.environment!.SMTP_URL;
    expect(smtp).toMatch(/^\$\{SMTP_URL:\?.+\}$/);
    expect(compose.services.cms!.environment!.PRODUCTION).toBe('true');
  });

  it("takes the site's public address from the environment, required (e-mailed links point there)", () => {
    expect(compose.services.cms!.environment!.SITE_URL).toMatch(/^\$\{SITE_URL:\?.+\}$/);
    expect(readFileSync(path.resolve(import.meta.dirname, '../../../docker-compose.yml'), 'utf8')).not.toMatch(
      /localhost:3000\s*$/m,
    );
  });

  it('restarts every service unless the operator stopped it (a one-shot job only when it failed)', () => {
    const oneShot = new Set(
      services.flatMap(([, service]) =>
        Object.entries((service as { depends_on?: Record<string, { condition?: string }> }).depends_on ?? {})
          .filter(([, dependency]) => dependency?.condition === 'service_completed_successfully')
          .map(([name]) => name),
      ),
    );
    for (const [name, service] of services)
      expect(service.restart, name).toBe(oneShot.has(name) ? 'on-failure' : 'unless-stopped');
  });
});
