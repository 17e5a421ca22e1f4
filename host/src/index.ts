// The async boundary Module Federation needs before any shared module is used.
void import('./app/bootstrap');
