/**
 * The `VITE_*` settings a build was made with (they are compiled in), kept beside it in dist/ so that a
 * start with other settings builds again (server/start.ts). A build made elsewhere (bench/lib/app-builds.ts)
 * writes the same stamp, so the server serves it as it is.
 */
export const BUILD_STAMP = '.build-settings.json';

export const buildSettings = (): string =>
  JSON.stringify(
    Object.entries(process.env)
      .filter(([name]) => name.startsWith('VITE_'))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
