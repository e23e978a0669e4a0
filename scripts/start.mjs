// `npm start`: install if needed, build, then serve the built game on 5173 or the next free port.
// Options: --host [address] (no address = all interfaces), --port <n> (first port to try).
import { spawn, spawnSync } from 'node:child_process';
import { get } from 'node:http';
import { createServer } from 'node:net';
import { bin, ensureDeps, root } from './ensure-deps.mjs';

function parseArgs(argv) {
  const options = { host: '127.0.0.1', port: 5173 };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const next = argv[i + 1];
    if (arg === '--host') {
      if (next && !next.startsWith('--')) {
        options.host = next;
        i++;
      } else {
        options.host = '0.0.0.0';
      }
    } else if (arg.startsWith('--host=')) {
      options.host = arg.slice('--host='.length);
    } else if (arg === '--port' && next) {
      options.port = Number(next);
      i++;
    } else if (arg.startsWith('--port=')) {
      options.port = Number(arg.slice('--port='.length));
    } else {
      console.error(`Unknown option: ${arg} (supported: --host [address], --port <n>)`);
      process.exit(2);
    }
  }
  if (!Number.isInteger(options.port) || options.port < 1 || options.port > 65535) {
    console.error('--port must be a whole number from 1 to 65535');
    process.exit(2);
  }
  return options;
}

function isPortFree(port, host) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

async function firstFreePort(start, host) {
  for (let port = start; port < Math.min(start + 100, 65536); port++) {
    if (await isPortFree(port, host)) return port;
  }
  throw new Error(`No free port found from ${start} to ${start + 99}`);
}

// node:http rather than fetch: fetch refuses some ports (6000, 6665-6669…) that a server may use.
function answers(url) {
  return new Promise((resolve) => {
    const request = get(url, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.setTimeout(1000, () => request.destroy());
    request.on('error', () => resolve(false));
  });
}

async function waitUntilServing(url, child) {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (child.exitCode !== null) return false;
    if (await answers(url)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

const options = parseArgs(process.argv.slice(2));
ensureDeps();

console.log('\n== Building: vite build\n');
const build = spawnSync(bin('vite'), ['build'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) {
  console.error('Build failed; see the output above.');
  process.exit(build.status ?? 1);
}

const port = await firstFreePort(options.port, options.host);
const args = ['preview', '--host', options.host, '--port', String(port), '--strictPort'];
console.log(`\n== Serving dist/: vite ${args.join(' ')}\n`);
const server = spawn(bin('vite'), args, { cwd: root, stdio: 'inherit' });

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));

const shownHost = ['0.0.0.0', '::'].includes(options.host) ? '127.0.0.1' : options.host;
const url = `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${port}/`;
if (await waitUntilServing(url, server)) {
  console.log(`\n  Valerna Table is ready: ${url}\n  (Ctrl+C to stop)\n`);
} else {
  console.error(`The server did not answer at ${url}`);
  server.kill('SIGTERM');
  process.exitCode = 1;
}
