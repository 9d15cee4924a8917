// deploy/nginx.conf: nginx accepts it (`nginx -t`), and its limits agree with
// the server's own (the largest post, the request and keep-alive timeouts).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { formLimits } from '../../mail/posts/form-limits.ts';
import { atPath, ensureDebianPackage, onPath } from '../support/debian-package.ts';

const conf = readFileSync('deploy/nginx.conf', 'utf8');
const server = readFileSync('mail/server.ts', 'utf8');
const dir = mkdtempSync(path.join(tmpdir(), 'it-nginx-'));
after(() => rmSync(dir, { recursive: true, force: true }));

/** Every value of a directive, in the file's order. */
const directive = (name: string) =>
  [...conf.matchAll(new RegExp(`^\\s*${name}\\s+([^;]*);`, 'gm'))].map((match) => match[1] ?? '');

/** nginx's sizes (`6m`, `128k`, `1024`) in bytes. */
const bytes = (size: string) =>
  Number.parseInt(size, 10) * ({ k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[size.slice(-1)] ?? 1);

/** One of the server's timeouts in mail/server.ts, in seconds. */
function serverSeconds(name: string): number {
  const value = new RegExp(`${name}:\\s*([\\d_]+)`).exec(server)?.[1];
  assert.ok(value, `${name} in mail/server.ts`);
  return Number(value.replace(/_/g, '')) / 1000;
}

describe('deploy/nginx.conf', () => {
  it('passes nginx -t with a certificate in place', () => {
    const present = ensureDebianPackage({
      purpose: 'checking deploy/nginx.conf',
      present: () => onPath('nginx') || atPath('/usr/sbin/nginx')(),
      debianPackage: 'nginx',
    });
    assert.ok(present, 'nginx is needed');
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    const made = spawnSync('openssl', [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=www.example.com'],
      ...['-keyout', key, '-out', cert],
    ]);
    assert.equal(made.status, 0, 'a self-signed certificate');
    const site = conf
      .replace(/ssl_certificate\s+\S+;/g, `ssl_certificate ${cert};`)
      .replace(/ssl_certificate_key\s+\S+;/g, `ssl_certificate_key ${key};`);
    writeFileSync(path.join(dir, 'site.conf'), site);
    // conf.d files are included inside http {}: the same here.
    const main = `pid ${dir}/nginx.pid;\nerror_log stderr;\nevents {}\nhttp {\n  access_log off;\n  include ${dir}/site.conf;\n}\n`;
    writeFileSync(path.join(dir, 'nginx.conf'), main);
    const nginx = onPath('nginx') ? 'nginx' : '/usr/sbin/nginx';
    const test = spawnSync(nginx, ['-t', '-q', '-c', path.join(dir, 'nginx.conf'), '-p', dir, '-e', 'stderr'], {
      encoding: 'utf8',
    });
    assert.equal(test.status, 0, test.stderr);
    assert.equal(test.stderr.trim(), '', 'no warning');
  });

  it("lets the server's largest post through, and not a mebibyte more", () => {
    const [size = '0'] = directive('client_max_body_size');
    assert.ok(bytes(size) >= formLimits.totalBytes, `${size} < ${formLimits.totalBytes} bytes`);
    assert.ok(bytes(size) < formLimits.totalBytes + 1024 ** 2, `${size} is far above the server's limit`);
    assert.deepEqual(directive('proxy_request_buffering'), ['on']);
  });

  it("waits for an answer as long as the server's request timeout, and closes idle connections before it does", () => {
    const seconds = (value: string) => Number.parseInt(value, 10);
    const [read = '0'] = directive('proxy_read_timeout');
    assert.ok(seconds(read) >= serverSeconds('requestTimeout'), `proxy_read_timeout ${read}`);
    const [idle = '0'] = directive('keepalive_timeout');
    assert.ok(seconds(idle) < serverSeconds('keepAliveTimeout'), `upstream keepalive_timeout ${idle}`);
  });

  it('tells the server who the client is and what it asked for', () => {
    const headers = directive('proxy_set_header').map((value) => value.split(/\s+/)[0]);
    for (const header of ['X-Forwarded-For', 'X-Forwarded-Proto', 'X-Forwarded-Host', 'Host'])
      assert.ok(headers.includes(header), header);
  });

  it('shows /metrics to internal addresses only', () => {
    const metrics = /location = \/metrics \{([^}]*)\}/.exec(conf)?.[1] ?? '';
    assert.match(metrics, /deny all;/);
    for (const [, network = ''] of metrics.matchAll(/allow\s+([^;]+);/g))
      assert.match(network, /^(10\.|127\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)/, `${network} is internal`);
  });
});
