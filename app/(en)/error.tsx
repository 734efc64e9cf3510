'use client';

export { default } from '../[locale]/error';
