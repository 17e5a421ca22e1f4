// The standalone page's async boundary; the host never loads this entry, only remoteEntry.js.
void import('./app/standalone');
