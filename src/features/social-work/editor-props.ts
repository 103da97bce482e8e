/**
 * What the social-work view gives each of its three document editors: the shared editor's props, so the
 * view opens any of them alike (src/document-kit/document-editor.tsx).
 */
export type { DocumentEditorProps as SocialWorkEditorProps } from '../../document-kit/document-editor';
