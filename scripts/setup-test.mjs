#!/usr/bin/env node
// `npm run setup:test`: what the tests need besides node_modules. Playwright cannot download its
// browsers here, so the story and end-to-end layers drive Debian's Chromium at /usr/bin/chromium;
// this installs it with apt when it is missing (as root, or through passwordless sudo).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

function run(command, args) {
  console.log(`setup:test: ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) {
    console.error(`setup:test: \`${command} ${args.join(' ')}\` failed`);
    process.exit(1);
  }
}

if (existsSync(CHROMIUM)) {
  console.log(`setup:test: ${CHROMIUM} is installed; nothing to do.`);
  process.exit(0);
}

if (process.platform !== 'linux' || !existsSync('/usr/bin/apt-get')) {
  console.error(`setup:test: install Chromium so that ${CHROMIUM} exists (the tests are set up for Debian).`);
  process.exit(1);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot && spawnSync('sudo', ['-n', 'true']).status !== 0) {
  console.error('setup:test: Chromium is missing; run as root or with passwordless sudo, or install it:');
  console.error('  sudo apt-get update && sudo apt-get install -y chromium');
  process.exit(1);
}
const apt = (...args) => (isRoot ? run('apt-get', args) : run('sudo', ['-n', 'apt-get', ...args]));
apt('update', '-qq');
apt('install', '-y', '-qq', 'chromium');
if (!existsSync(CHROMIUM)) {
  console.error(`setup:test: apt installed chromium but ${CHROMIUM} is still missing.`);
  process.exit(1);
}
console.log('setup:test: Chromium installed.');
