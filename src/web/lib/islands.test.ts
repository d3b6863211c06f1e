import { describe, expect, it } from 'vitest';
import { islandModulePath, islandNameOf, type IslandModule } from './islands';

const modules = import.meta.glob<IslandModule>('../features/*/islands/*', { eager: true });

describe('island names', () => {
  it('map to their module and back', () => {
    expect(islandModulePath('marketing/contact-form')).toBe('features/marketing/islands/contact-form-island');
    expect(islandNameOf('src/web/features/marketing/islands/contact-form-island.ts')).toBe('marketing/contact-form');
    expect(islandNameOf('./features/marketing/islands/mobile-menu-island.tsx')).toBe('marketing/mobile-menu');
    expect(islandNameOf('src/web/features/marketing/contact/contact-form.tsx')).toBeNull();
  });

  it('refuse anything but feature/name in lower-case words', () => {
    for (const name of ['contact-form', 'marketing/Contact', 'marketing/../admin', 'a/b/c', '/x'])
      expect(() => islandModulePath(name)).toThrow('not an island name');
  });

  it('every file in an islands folder is an island module that exports mount', () => {
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(3);
    for (const [file, module] of Object.entries(modules)) {
      expect(islandNameOf(file), file).not.toBeNull();
      expect(typeof module.mount, file).toBe('function');
    }
  });
});
