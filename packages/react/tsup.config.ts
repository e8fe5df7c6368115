import { defineConfig } from 'tsup';

export default defineConfig({
  // The admin area and the two-factor account screens (with the QR code library) are entries of
  // their own, so apps that never show them do not ship them. They reach the provider and the
  // session through '@portcullis/react' (external): one React context for every entry, in ESM
  // and CommonJS alike.
  entry: {
    index: 'src/index.ts',
    admin: 'src/admin/index.ts',
    'two-factor': 'src/two-factor/index.ts',
    // One module per language: an app ships only the dictionaries it imports.
    'locales/en': 'src/locales/en.ts',
    'locales/fr': 'src/locales/fr.ts',
  },
  format: ['esm', 'cjs'],
  // The admin and two-factor entries' declarations import '@portcullis/react' (kept external): while both
  // entries' declarations are built, it is the sources.
  dts: { compilerOptions: { paths: { '@portcullis/react': ['./src/index.ts'] } } },
  sourcemap: true,
  clean: true,
  external: ['react', 'react-dom', 'qrcode.react', '@portcullis/core', '@portcullis/react'],
  target: 'es2022',
  // Every module of the kit is a client component.
  banner: { js: "'use client';" },
});
