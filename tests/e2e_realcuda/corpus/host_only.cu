// corpus_check.py test input: host code only; not counted.
int twice(int x) { return 2 * x; }
