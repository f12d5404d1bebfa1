import { describe, expect, it } from 'vitest';
import { isNavLinkActive, navLinks } from './nav-links';

const active = (pathname: string) =>
  navLinks.filter((link) => isNavLinkActive(link, pathname)).map((l) => l.label);

describe('nav link active rules', () => {
  it('makes Dashboard active at / and /dashboard', () => {
    expect(active('/')).toEqual(['Dashboard']);
    expect(active('/dashboard')).toEqual(['Dashboard']);
  });
  it('matches the others by path prefix', () => {
    expect(active('/upload/123')).toEqual(['File Upload']);
    expect(active('/fact-find/new')).toEqual(['Fact Find']);
    expect(active('/intake')).toEqual(['New Client']);
    expect(active('/documents')).toEqual(['Document Capture']);
  });
  it('does not match a longer word with the same start', () => {
    expect(active('/uploads')).toEqual([]);
    expect(active('/extracted-data')).toEqual([]);
  });
});
