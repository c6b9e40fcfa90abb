/* The checked call in C: what Function.__call__, call_into and BoundCall do
 * on their fast path, without a Python loop or a ctypes call per argument.
 *
 * Every check the pure-Python path makes is made here too (exact ndarray
 * type, dtype number, native byte order, rank, shape, canonical C strides,
 * element alignment, gather ids in range, writable and non-overlapping
 * results).  Anything that fails a check, or that the fast test cannot
 * decide (a contiguous view with odd strides on a size-1 dim, a subclass),
 * is handed to a Python fallback which repeats the full check and either
 * calls the function or raises the documented argument error with the
 * parameter's name.  So this file only ever *accepts* fast; it never words
 * an error.
 *
 * The native call releases the GIL, like ctypes did.  It returns 0, or the
 * byte count of an allocation that failed inside the compiled code (the
 * library's allocator guard); then the plan's ``on_fail(nbytes)`` raises the
 * documented out-of-memory error.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <math.h>
#define NPY_NO_DEPRECATED_API NPY_1_7_API_VERSION
#include <numpy/arrayobject.h>

#ifndef NPY_2_0_API_VERSION /* NumPy 1.x headers */
#define PyDataType_ELSIZE(d) ((d)->elsize)
#define PyDataType_ALIGNMENT(d) ((d)->alignment)
#endif

typedef int64_t (*packed_fn)(void **);

#define STACK_SLOTS 64
#define INLINE_RANK 6

typedef struct {
    int type_num;
    int ndim;
    npy_intp *dims;    /* ndim */
    npy_intp *strides; /* ndim, canonical C-contiguous, in bytes */
    npy_intp nbytes;
    uintptr_t align_mask;
    long long id_bound; /* < 0: not a gather-ids parameter */
    PyArray_Descr *descr; /* owned */
    npy_intp inline_dims[2 * INLINE_RANK]; /* dims and strides live here up to INLINE_RANK: a plan's
                                              specs are then one block, read in one sweep when cold */
} Spec;

/* after a Spec is copied: aim dims/strides at the copy's own inline storage */
static void spec_moved(Spec *sp) {
    if (sp->ndim <= INLINE_RANK) {
        sp->dims = sp->inline_dims;
        sp->strides = sp->dims + sp->ndim;
    }
}

/* ------------------------------------------------------------------ specs */

static void specs_free(Spec *s, Py_ssize_t n) {
    if (!s) return;
    for (Py_ssize_t i = 0; i < n; i++) {
        if (s[i].dims != s[i].inline_dims) PyMem_Free(s[i].dims);
        Py_XDECREF(s[i].descr);
    }
    PyMem_Free(s);
}

/* spec tuple: (dtype, shape tuple, id_bound) */
static int spec_init(Spec *sp, PyObject *t) {
    PyObject *dt, *shape;
    long long bound;
    if (!PyArg_ParseTuple(t, "OO!L", &dt, &PyTuple_Type, &shape, &bound)) return -1;
    if (!PyArray_DescrCheck(dt)) {
        PyErr_SetString(PyExc_TypeError, "spec: expected a numpy dtype");
        return -1;
    }
    PyArray_Descr *d = (PyArray_Descr *)dt;
    Py_INCREF(d);
    sp->descr = d;
    sp->type_num = d->type_num;
    sp->ndim = (int)PyTuple_GET_SIZE(shape);
    sp->id_bound = bound;
    sp->dims = sp->ndim <= INLINE_RANK ? sp->inline_dims
                                       : PyMem_Calloc(2 * (size_t)sp->ndim, sizeof(npy_intp));
    if (!sp->dims) { PyErr_NoMemory(); return -1; }
    sp->strides = sp->dims + sp->ndim;
    npy_intp itemsize = (npy_intp)PyDataType_ELSIZE(d);
    npy_intp acc = itemsize;
    for (int k = sp->ndim - 1; k >= 0; k--) {
        npy_intp v = (npy_intp)PyLong_AsSsize_t(PyTuple_GET_ITEM(shape, k));
        if (v == -1 && PyErr_Occurred()) return -1;
        sp->dims[k] = v;
        sp->strides[k] = acc;
        acc *= v;
    }
    sp->nbytes = acc;
    sp->align_mask = (uintptr_t)PyDataType_ALIGNMENT(d) - 1;
    return 0;
}

static Spec *specs_from(PyObject *seq, Py_ssize_t *n_out) {
    PyObject *fast = PySequence_Fast(seq, "specs: expected a sequence");
    if (!fast) return NULL;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(fast);
    Spec *s = PyMem_Calloc(n ? (size_t)n : 1, sizeof(Spec));
    if (!s) { Py_DECREF(fast); PyErr_NoMemory(); return NULL; }
    for (Py_ssize_t i = 0; i < n; i++) {
        if (spec_init(&s[i], PySequence_Fast_GET_ITEM(fast, i)) < 0) {
            specs_free(s, n);
            Py_DECREF(fast);
            return NULL;
        }
    }
    Py_DECREF(fast);
    *n_out = n;
    return s;
}

/* The fast acceptance test: 1 = matches the spec exactly, 0 = let Python decide. */
static inline int accepts(const Spec *sp, PyObject *o, int writable) {
    if (Py_TYPE(o) != &PyArray_Type) return 0;
    PyArrayObject *a = (PyArrayObject *)o;
    if (PyArray_NDIM(a) != sp->ndim || PyArray_TYPE(a) != sp->type_num || !PyArray_ISNOTSWAPPED(a)) return 0;
    if (sp->ndim) {
        const npy_intp *dims = PyArray_DIMS(a), *strides = PyArray_STRIDES(a);
        if (memcmp(dims, sp->dims, (size_t)sp->ndim * sizeof(npy_intp))) return 0;
        /* C-contiguous, read from the strides: a dim of length 1 may have any stride */
        for (int k = 0; k < sp->ndim; k++)
            if (strides[k] != sp->strides[k] && dims[k] != 1 && sp->nbytes) return 0;
    }
    if (((uintptr_t)PyArray_DATA(a)) & sp->align_mask) return 0;
    if (writable && !PyArray_ISWRITEABLE(a)) return 0;
    if (sp->id_bound >= 0) {
        if (sp->type_num != NPY_INT64) return 0; /* ids are i64; anything else: Python decides */
        const npy_int64 *v = (const npy_int64 *)PyArray_DATA(a);
        npy_intp n = sp->nbytes / (npy_intp)sizeof(npy_int64);
        for (npy_intp i = 0; i < n; i++)
            if (v[i] < 0 || v[i] >= sp->id_bound) return 0;
    }
    return 1;
}

static inline int overlap(const void *p, npy_intp n, const void *q, npy_intp m) {
    const char *a = p, *b = q;
    return n > 0 && m > 0 && a < b + m && b < a + n;
}

static PyObject *new_result(const Spec *sp) {
    Py_INCREF(sp->descr); /* stolen */
    return PyArray_NewFromDescr(&PyArray_Type, sp->descr, sp->ndim, sp->dims, NULL, NULL, 0, NULL);
}

static PyObject *pack_results(PyObject **outs, Py_ssize_t n) {
    if (n == 1) return outs[0];
    PyObject *t = PyTuple_New(n);
    if (!t) {
        for (Py_ssize_t j = 0; j < n; j++) Py_DECREF(outs[j]);
        return NULL;
    }
    for (Py_ssize_t j = 0; j < n; j++) PyTuple_SET_ITEM(t, j, outs[j]);
    return t;
}

/* ------------------------------------------------------------------- Plan */

typedef struct {
    PyObject_HEAD
    vectorcallfunc vectorcall;
    packed_fn fn;
    Py_ssize_t n_in, n_out;
    Spec *specs; /* n_in parameters, then n_out results */
    PyObject *fallback;      /* fallback(*args) -> result */
    PyObject *fallback_into; /* fallback_into(args, outs) -> result */
    PyObject *on_fail;       /* on_fail(nbytes): raises the out-of-memory error */
    PyObject **pool;         /* NULL, or n_out reusable results */
} Plan;

static PyTypeObject PlanType;

/* The native call (GIL released); -1 with the error set when it failed. */
static inline int plan_run(Plan *p, void **ptrs) {
    int64_t failed;
    Py_BEGIN_ALLOW_THREADS
    failed = p->fn(ptrs);
    Py_END_ALLOW_THREADS
    if (__builtin_expect(failed == 0, 1)) return 0;
    PyObject *r = PyObject_CallFunction(p->on_fail, "L", (long long)failed);
    Py_XDECREF(r);
    if (!PyErr_Occurred()) PyErr_NoMemory();
    return -1;
}

/* A pooled result may be reused only when nothing but the pool refers to it
 * (refcount 1, no weak reference, no view of it) and it still looks exactly
 * as it was allocated: reusing it is then indistinguishable from a fresh
 * array. */
static PyObject *pooled_result(Plan *p, Py_ssize_t j) {
    const Spec *sp = &p->specs[p->n_in + j];
    PyObject *x = p->pool[j];
#ifndef Py_GIL_DISABLED
    if (x && Py_REFCNT(x) == 1 && ((PyArrayObject_fields *)x)->weakreflist == NULL && accepts(sp, x, 1)
        && PyArray_CHKFLAGS((PyArrayObject *)x, NPY_ARRAY_OWNDATA)) {
        Py_INCREF(x);
        return x;
    }
#endif
    PyObject *fresh = new_result(sp);
    if (!fresh) return NULL;
    Py_INCREF(fresh);
    p->pool[j] = fresh;
    Py_XDECREF(x);
    return fresh;
}

static PyObject *plan_vectorcall(PyObject *self, PyObject *const *args, size_t nargsf, PyObject *kwnames) {
    Plan *p = (Plan *)self;
    Py_ssize_t nargs = PyVectorcall_NARGS(nargsf);
    Py_ssize_t n_in = p->n_in, n_out = p->n_out, n = n_in + n_out;
    if (nargs != n_in || (kwnames && PyTuple_GET_SIZE(kwnames))) goto slow;
    for (Py_ssize_t i = 0; i < n_in; i++)
        if (!accepts(&p->specs[i], args[i], 0)) goto slow;
    void *stack[STACK_SLOTS];
    PyObject *ostack[STACK_SLOTS];
    void **ptrs = n <= STACK_SLOTS ? stack : PyMem_Malloc((size_t)n * sizeof(void *));
    PyObject **outs = n_out <= STACK_SLOTS ? ostack : PyMem_Malloc((size_t)n_out * sizeof(PyObject *));
    if (!ptrs || !outs) {
        if (ptrs != stack) PyMem_Free(ptrs);
        if (outs != ostack) PyMem_Free(outs);
        return PyErr_NoMemory();
    }
    for (Py_ssize_t i = 0; i < n_in; i++) ptrs[i] = PyArray_DATA((PyArrayObject *)args[i]);
    for (Py_ssize_t j = 0; j < n_out; j++) {
        PyObject *o = p->pool ? pooled_result(p, j) : new_result(&p->specs[n_in + j]);
        if (!o) {
            for (Py_ssize_t k = 0; k < j; k++) Py_DECREF(outs[k]);
            if (ptrs != stack) PyMem_Free(ptrs);
            if (outs != ostack) PyMem_Free(outs);
            return NULL;
        }
        outs[j] = o;
        ptrs[n_in + j] = PyArray_DATA((PyArrayObject *)o);
    }
    PyObject *r = NULL;
    if (plan_run(p, ptrs) == 0) {
        r = pack_results(outs, n_out);
    } else {
        for (Py_ssize_t j = 0; j < n_out; j++) Py_DECREF(outs[j]);
    }
    if (ptrs != stack) PyMem_Free(ptrs);
    if (outs != ostack) PyMem_Free(outs);
    return r;
slow:
    return PyObject_Vectorcall(p->fallback, args, nargsf, kwnames);
}

/* plan.into(args, outs): the checked call writing into caller-given results. */
static PyObject *plan_into(PyObject *self, PyObject *const *a, Py_ssize_t na) {
    Plan *p = (Plan *)self;
    if (na != 2) {
        PyErr_SetString(PyExc_TypeError, "into(args, outs)");
        return NULL;
    }
    PyObject *args = a[0], *outs = a[1];
    Py_ssize_t n_in = p->n_in, n_out = p->n_out, n = n_in + n_out;
    if (!PyTuple_CheckExact(args) || !PyTuple_CheckExact(outs) || PyTuple_GET_SIZE(args) != n_in
        || PyTuple_GET_SIZE(outs) != n_out)
        goto slow;
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *o = i < n_in ? PyTuple_GET_ITEM(args, i) : PyTuple_GET_ITEM(outs, i - n_in);
        if (!accepts(&p->specs[i], o, i >= n_in)) goto slow;
    }
    /* a result may overlap no parameter and no other result */
    for (Py_ssize_t j = n_in; j < n; j++) {
        PyArrayObject *r = (PyArrayObject *)PyTuple_GET_ITEM(outs, j - n_in);
        for (Py_ssize_t k = 0; k < j; k++) {
            PyArrayObject *o = (PyArrayObject *)(k < n_in ? PyTuple_GET_ITEM(args, k) : PyTuple_GET_ITEM(outs, k - n_in));
            if (overlap(PyArray_DATA(r), p->specs[j].nbytes, PyArray_DATA(o), p->specs[k].nbytes)) goto slow;
        }
    }
    void *stack[STACK_SLOTS];
    void **ptrs = n <= STACK_SLOTS ? stack : PyMem_Malloc((size_t)n * sizeof(void *));
    if (!ptrs) return PyErr_NoMemory();
    for (Py_ssize_t i = 0; i < n; i++)
        ptrs[i] = PyArray_DATA((PyArrayObject *)(i < n_in ? PyTuple_GET_ITEM(args, i) : PyTuple_GET_ITEM(outs, i - n_in)));
    int rc = plan_run(p, ptrs);
    if (ptrs != stack) PyMem_Free(ptrs);
    if (rc < 0) return NULL;
    if (n_out == 1) {
        PyObject *r = PyTuple_GET_ITEM(outs, 0);
        Py_INCREF(r);
        return r;
    }
    Py_INCREF(outs);
    return outs;
slow:
    return PyObject_CallFunctionObjArgs(p->fallback_into, args, outs, NULL);
}

/* Plan(fn_address, in_specs, out_specs, fallback, fallback_into, on_fail, pooled) */
static PyObject *plan_new(PyTypeObject *type, PyObject *args, PyObject *kw) {
    unsigned long long addr;
    PyObject *ins, *outs, *fb, *fbi, *onf;
    int pooled = 0;
    if (!PyArg_ParseTuple(args, "KOOOOO|p", &addr, &ins, &outs, &fb, &fbi, &onf, &pooled)) return NULL;
    if (!addr) {
        PyErr_SetString(PyExc_ValueError, "Plan: null function address");
        return NULL;
    }
    Plan *p = (Plan *)type->tp_alloc(type, 0);
    if (!p) return NULL;
    p->vectorcall = plan_vectorcall;
    p->fn = (packed_fn)(uintptr_t)addr;
    Py_ssize_t ni = 0, no = 0;
    Spec *si = specs_from(ins, &ni);
    Spec *so = si ? specs_from(outs, &no) : NULL;
    if (!si || !so) {
        specs_free(si, ni);
        Py_DECREF(p);
        return NULL;
    }
    p->specs = PyMem_Calloc((size_t)(ni + no) ? (size_t)(ni + no) : 1, sizeof(Spec));
    if (!p->specs) {
        specs_free(si, ni);
        specs_free(so, no);
        Py_DECREF(p);
        return PyErr_NoMemory();
    }
    memcpy(p->specs, si, (size_t)ni * sizeof(Spec));
    memcpy(p->specs + ni, so, (size_t)no * sizeof(Spec));
    for (Py_ssize_t i = 0; i < ni + no; i++) spec_moved(&p->specs[i]);
    PyMem_Free(si);
    PyMem_Free(so);
    p->n_in = ni;
    p->n_out = no;
    Py_INCREF(fb);
    p->fallback = fb;
    Py_INCREF(fbi);
    p->fallback_into = fbi;
    Py_INCREF(onf);
    p->on_fail = onf;
    if (pooled) {
        p->pool = PyMem_Calloc(no ? (size_t)no : 1, sizeof(PyObject *));
        if (!p->pool) {
            Py_DECREF(p);
            return PyErr_NoMemory();
        }
    }
    return (PyObject *)p;
}

static int plan_traverse(Plan *p, visitproc visit, void *arg) {
    Py_VISIT(p->fallback);
    Py_VISIT(p->fallback_into);
    Py_VISIT(p->on_fail);
    if (p->pool)
        for (Py_ssize_t j = 0; j < p->n_out; j++) Py_VISIT(p->pool[j]);
    return 0;
}

static int plan_clear(Plan *p) {
    Py_CLEAR(p->fallback);
    Py_CLEAR(p->fallback_into);
    Py_CLEAR(p->on_fail);
    if (p->pool)
        for (Py_ssize_t j = 0; j < p->n_out; j++) Py_CLEAR(p->pool[j]);
    return 0;
}

static void plan_dealloc(Plan *p) {
    PyObject_GC_UnTrack(p);
    plan_clear(p);
    PyMem_Free(p->pool);
    specs_free(p->specs, p->n_in + p->n_out);
    Py_TYPE(p)->tp_free((PyObject *)p);
}

static PyObject *plan_bind(PyObject *self, PyObject *const *a, Py_ssize_t na);

/* plan.results(): a tuple of freshly allocated result arrays. */
static PyObject *plan_results(PyObject *self, PyObject *unused) {
    Plan *p = (Plan *)self;
    PyObject *t = PyTuple_New(p->n_out);
    if (!t) return NULL;
    for (Py_ssize_t j = 0; j < p->n_out; j++) {
        PyObject *o = new_result(&p->specs[p->n_in + j]);
        if (!o) {
            Py_DECREF(t);
            return NULL;
        }
        PyTuple_SET_ITEM(t, j, o);
    }
    return t;
}

/* retarget(fn_address): later calls (this plan's and every Bound made from
 * it) run another build of the same function: how a quick first build is
 * replaced by the optimized one.  The caller keeps the old library loaded
 * (a call in flight on another thread may still be running its code). */
static PyObject *plan_retarget(Plan *p, PyObject *arg) {
    unsigned long long addr = PyLong_AsUnsignedLongLong(arg);
    if (PyErr_Occurred()) return NULL;
    if (!addr) {
        PyErr_SetString(PyExc_ValueError, "retarget: null function address");
        return NULL;
    }
    p->fn = (packed_fn)(uintptr_t)addr;
    Py_RETURN_NONE;
}

static PyMethodDef plan_methods[] = {
    {"retarget", (PyCFunction)plan_retarget, METH_O, "run another build of the same function from now on"},
    {"into", (PyCFunction)(void (*)(void))plan_into, METH_FASTCALL, "checked call into caller-given results"},
    {"bind", (PyCFunction)(void (*)(void))plan_bind, METH_FASTCALL, "a Bound if the fast checks pass, else None"},
    {"results", (PyCFunction)plan_results, METH_NOARGS, "freshly allocated results"},
    {NULL, NULL, 0, NULL},
};

static PyTypeObject PlanType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "_kina_callhelper.Plan",
    .tp_basicsize = sizeof(Plan),
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC | Py_TPFLAGS_HAVE_VECTORCALL,
    .tp_vectorcall_offset = offsetof(Plan, vectorcall),
    .tp_call = PyVectorcall_Call,
    .tp_new = plan_new,
    .tp_dealloc = (destructor)plan_dealloc,
    .tp_traverse = (traverseproc)plan_traverse,
    .tp_clear = (inquiry)plan_clear,
    .tp_methods = plan_methods,
    .tp_doc = "Plan(fn_address, in_specs, out_specs, fallback, fallback_into, on_fail, pooled=False)",
};

/* ------------------------------------------------------------------ Bound */

/* A bound call: arrays fixed, pointers cached.  Each call re-reads every
 * bound array's data pointer, dtype, byte order, shape and strides and
 * compares them with what they were when Python checked the array (bind or
 * set), re-checks gather ids and that results are still writable, and hands
 * any difference to Python's ``changed(i)``, which raises the argument error
 * or, when the change is harmless, re-aims the slot with ``set_slot``.  (The
 * owners of the bound arrays are pinned by Python, so a resize cannot move
 * their memory.) */
typedef struct {
    PyObject_HEAD
    vectorcallfunc vectorcall;
    Plan *plan;
    Py_ssize_t n;
    PyObject **arrays;
    void **ptrs;
    int *types;       /* type_num at check time */
    npy_intp **meta;  /* per slot: dims then strides at check time */
    PyObject **pins;  /* per slot: weak references that stop NumPy resizing the memory */
    PyObject *result;
    PyObject *changed; /* changed(i): raises, or accepts and calls set_slot */
    PyObject *owner;
} Bound;

/* Weak references to ``a`` and to the ndarray owning its memory (the end of
 * its chain of bases): NumPy refuses to resize an array that has a weak
 * reference, even with refcheck=False. */
/* The ndarray that owns a's memory: up the chain of bases, through
 * memoryviews too (np.asarray(memoryview(x)) is a view of x whose base is
 * the memoryview), or NULL when the memory belongs to something else. */
static PyObject *memory_owner(PyObject *a) {
    PyObject *owner = a;
    for (;;) {
        if (PyArray_Check(owner) && PyArray_BASE((PyArrayObject *)owner) != NULL)
            owner = PyArray_BASE((PyArrayObject *)owner);
        else if (PyMemoryView_Check(owner) && PyMemoryView_GET_BUFFER(owner)->obj != NULL)
            owner = PyMemoryView_GET_BUFFER(owner)->obj;
        else
            break;
    }
    return owner;
}

static PyObject *make_pins(PyObject *a) {
    PyObject *owner = memory_owner(a);
    PyObject *w1 = PyWeakref_NewRef(a, NULL);
    if (!w1) return NULL;
    if (owner == a || !PyArray_Check(owner)) {
        PyObject *t = PyTuple_Pack(1, w1);
        Py_DECREF(w1);
        return t;
    }
    PyObject *w2 = PyWeakref_NewRef(owner, NULL);
    if (!w2) {
        Py_DECREF(w1);
        return NULL;
    }
    PyObject *t = PyTuple_Pack(2, w1, w2);
    Py_DECREF(w1);
    Py_DECREF(w2);
    return t;
}

static PyTypeObject BoundType;

static void snapshot(Bound *b, Py_ssize_t i) {
    PyArrayObject *a = (PyArrayObject *)b->arrays[i];
    int nd = b->plan->specs[i].ndim;
    b->ptrs[i] = PyArray_DATA(a);
    b->types[i] = PyArray_TYPE(a);
    if (nd) {
        memcpy(b->meta[i], PyArray_DIMS(a), (size_t)nd * sizeof(npy_intp));
        memcpy(b->meta[i] + nd, PyArray_STRIDES(a), (size_t)nd * sizeof(npy_intp));
    }
}

static inline int unchanged(Bound *b, Py_ssize_t i) {
    PyArrayObject *a = (PyArrayObject *)b->arrays[i];
    const Spec *sp = &b->plan->specs[i];
    int nd = sp->ndim;
    if (PyArray_DATA(a) != b->ptrs[i] || PyArray_TYPE(a) != b->types[i] || PyArray_NDIM(a) != nd
        || !PyArray_ISNOTSWAPPED(a))
        return 0;
    if (nd && (memcmp(PyArray_DIMS(a), b->meta[i], (size_t)nd * sizeof(npy_intp))
               || memcmp(PyArray_STRIDES(a), b->meta[i] + nd, (size_t)nd * sizeof(npy_intp))))
        return 0;
    if (i >= b->plan->n_in && !PyArray_ISWRITEABLE(a)) return 0;
    if (sp->id_bound >= 0) {
        if (sp->type_num != NPY_INT64) return 0;
        const npy_int64 *v = (const npy_int64 *)PyArray_DATA(a);
        npy_intp n = sp->nbytes / (npy_intp)sizeof(npy_int64);
        for (npy_intp k = 0; k < n; k++)
            if (v[k] < 0 || v[k] >= sp->id_bound) return 0;
    }
    return 1;
}

static PyObject *bound_vectorcall(PyObject *self, PyObject *const *args, size_t nargsf, PyObject *kwnames) {
    Bound *b = (Bound *)self;
    if (PyVectorcall_NARGS(nargsf) || (kwnames && PyTuple_GET_SIZE(kwnames))) {
        PyErr_SetString(PyExc_TypeError, "a bound call takes no arguments (use set() to rebind)");
        return NULL;
    }
    for (Py_ssize_t i = 0; i < b->n; i++) {
        if (!unchanged(b, i)) {
            PyObject *r = PyObject_CallFunction(b->changed, "n", i);
            if (!r) return NULL;
            Py_DECREF(r);
            if (!unchanged(b, i)) {
                PyErr_SetString(PyExc_RuntimeError, "a bound array changed and was not re-checked");
                return NULL;
            }
        }
    }
    if (plan_run(b->plan, b->ptrs) < 0) return NULL;
    Py_INCREF(b->result);
    return b->result;
}

static PyObject *bound_make(Plan *p, PyObject *arrays, PyObject *result, PyObject *changed) {
    Py_ssize_t n = PyTuple_GET_SIZE(arrays);
    if (n != p->n_in + p->n_out) {
        PyErr_SetString(PyExc_ValueError, "Bound: wrong number of arrays");
        return NULL;
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *a = PyTuple_GET_ITEM(arrays, i);
        if (!PyArray_Check(a) || PyArray_NDIM((PyArrayObject *)a) != p->specs[i].ndim) {
            PyErr_SetString(PyExc_ValueError, "Bound: each array must be an ndarray of its spec's rank");
            return NULL;
        }
    }
    Bound *b = (Bound *)BoundType.tp_alloc(&BoundType, 0);
    if (!b) return NULL;
    b->vectorcall = bound_vectorcall;
    Py_INCREF(p);
    b->plan = p;
    b->arrays = PyMem_Calloc(n ? (size_t)n : 1, sizeof(PyObject *));
    b->pins = PyMem_Calloc(n ? (size_t)n : 1, sizeof(PyObject *));
    b->ptrs = PyMem_Calloc(n ? (size_t)n : 1, sizeof(void *));
    b->types = PyMem_Calloc(n ? (size_t)n : 1, sizeof(int));
    b->meta = PyMem_Calloc(n ? (size_t)n : 1, sizeof(npy_intp *));
    if (!b->arrays || !b->pins || !b->ptrs || !b->types || !b->meta) {
        Py_DECREF(b);
        return PyErr_NoMemory();
    }
    b->n = n;
    for (Py_ssize_t i = 0; i < n; i++) {
        int nd = p->specs[i].ndim;
        b->meta[i] = PyMem_Calloc(2 * (size_t)(nd ? nd : 1), sizeof(npy_intp));
        if (!b->meta[i]) {
            Py_DECREF(b);
            return PyErr_NoMemory();
        }
        PyObject *a = PyTuple_GET_ITEM(arrays, i);
        Py_INCREF(a);
        b->arrays[i] = a;
        b->pins[i] = make_pins(a);
        if (!b->pins[i]) {
            Py_DECREF(b);
            return NULL;
        }
        snapshot(b, i);
    }
    Py_INCREF(result);
    b->result = result;
    Py_INCREF(changed);
    b->changed = changed;
    return (PyObject *)b;
}

/* Bound(plan, arrays, result, changed): arrays already checked by Python. */
static PyObject *bound_new(PyTypeObject *type, PyObject *args, PyObject *kw) {
    PyObject *plan, *arrays, *result, *changed;
    if (!PyArg_ParseTuple(args, "O!O!OO", &PlanType, &plan, &PyTuple_Type, &arrays, &result, &changed)) return NULL;
    return bound_make((Plan *)plan, arrays, result, changed);
}

/* plan.bind(arrays, result, changed): a Bound when every array passes the
 * fast checks (results writable, no result overlapping anything), else None
 * and Python makes the full check. */
static PyObject *plan_bind(PyObject *self, PyObject *const *a, Py_ssize_t na) {
    Plan *p = (Plan *)self;
    if (na != 3 || !PyTuple_CheckExact(a[0])) {
        PyErr_SetString(PyExc_TypeError, "bind(arrays: tuple, result, changed)");
        return NULL;
    }
    PyObject *arrays = a[0];
    Py_ssize_t n = p->n_in + p->n_out;
    if (PyTuple_GET_SIZE(arrays) != n) Py_RETURN_NONE;
    for (Py_ssize_t i = 0; i < n; i++)
        if (!accepts(&p->specs[i], PyTuple_GET_ITEM(arrays, i), i >= p->n_in)) Py_RETURN_NONE;
    for (Py_ssize_t j = p->n_in; j < n; j++)
        for (Py_ssize_t k = 0; k < j; k++)
            if (overlap(PyArray_DATA((PyArrayObject *)PyTuple_GET_ITEM(arrays, j)), p->specs[j].nbytes,
                        PyArray_DATA((PyArrayObject *)PyTuple_GET_ITEM(arrays, k)), p->specs[k].nbytes))
                Py_RETURN_NONE;
    return bound_make(p, arrays, a[1], a[2]);
}

/* bound.set_slot(i, array, result): Python has checked the array. */
static PyObject *bound_set_slot(PyObject *self, PyObject *const *a, Py_ssize_t na) {
    Bound *b = (Bound *)self;
    if (na != 3 || !PyArray_Check(a[1])) {
        PyErr_SetString(PyExc_TypeError, "set_slot(i, array, result)");
        return NULL;
    }
    Py_ssize_t i = PyLong_AsSsize_t(a[0]);
    if (i == -1 && PyErr_Occurred()) return NULL;
    if (i < 0 || i >= b->n) {
        PyErr_SetString(PyExc_IndexError, "set_slot: no such slot");
        return NULL;
    }
    if (PyArray_NDIM((PyArrayObject *)a[1]) != b->plan->specs[i].ndim) {
        PyErr_SetString(PyExc_ValueError, "set_slot: the array's rank differs from its spec");
        return NULL;
    }
    PyObject *pins = make_pins(a[1]);
    if (!pins) return NULL;
    Py_SETREF(b->pins[i], pins);
    Py_INCREF(a[1]);
    Py_SETREF(b->arrays[i], a[1]);
    snapshot(b, i);
    Py_INCREF(a[2]);
    Py_SETREF(b->result, a[2]);
    Py_RETURN_NONE;
}

/* bound.pointer(i): the data pointer the call uses for slot i. */
static PyObject *bound_pointer(PyObject *self, PyObject *arg) {
    Bound *b = (Bound *)self;
    Py_ssize_t i = PyLong_AsSsize_t(arg);
    if (i == -1 && PyErr_Occurred()) return NULL;
    if (i < 0 || i >= b->n) {
        PyErr_SetString(PyExc_IndexError, "pointer: no such slot");
        return NULL;
    }
    return PyLong_FromVoidPtr(b->ptrs[i]);
}

static int bound_traverse(Bound *b, visitproc visit, void *arg) {
    Py_VISIT((PyObject *)b->plan);
    if (b->arrays)
        for (Py_ssize_t i = 0; i < b->n; i++) Py_VISIT(b->arrays[i]);
    if (b->pins)
        for (Py_ssize_t i = 0; i < b->n; i++) Py_VISIT(b->pins[i]);
    Py_VISIT(b->result);
    Py_VISIT(b->changed);
    Py_VISIT(b->owner);
    return 0;
}

static int bound_clear(Bound *b) {
    if (b->arrays)
        for (Py_ssize_t i = 0; i < b->n; i++) Py_CLEAR(b->arrays[i]);
    if (b->pins)
        for (Py_ssize_t i = 0; i < b->n; i++) Py_CLEAR(b->pins[i]);
    Py_CLEAR(b->result);
    Py_CLEAR(b->changed);
    Py_CLEAR(b->owner);
    return 0;
}

static void bound_dealloc(Bound *b) {
    PyObject_GC_UnTrack(b);
    bound_clear(b);
    if (b->meta)
        for (Py_ssize_t i = 0; i < b->n; i++) PyMem_Free(b->meta[i]);
    PyMem_Free(b->meta);
    PyMem_Free(b->types);
    PyMem_Free(b->pins);
    Py_CLEAR(b->plan);
    PyMem_Free(b->arrays);
    PyMem_Free(b->ptrs);
    Py_TYPE(b)->tp_free((PyObject *)b);
}

static PyObject *bound_get_owner(Bound *b, void *closure) {
    PyObject *o = b->owner ? b->owner : Py_None;
    Py_INCREF(o);
    return o;
}

static int bound_set_owner(Bound *b, PyObject *v, void *closure) {
    Py_XINCREF(v);
    Py_XSETREF(b->owner, v);
    return 0;
}

static PyGetSetDef bound_getset[] = {
    {"owner", (getter)bound_get_owner, (setter)bound_set_owner, "the BoundCall this call belongs to", NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

static PyMethodDef bound_methods[] = {
    {"set_slot", (PyCFunction)(void (*)(void))bound_set_slot, METH_FASTCALL, "re-aim one slot"},
    {"pointer", (PyCFunction)bound_pointer, METH_O, "the data pointer of one slot"},
    {NULL, NULL, 0, NULL},
};

static PyTypeObject BoundType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "_kina_callhelper.Bound",
    .tp_basicsize = sizeof(Bound),
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC | Py_TPFLAGS_HAVE_VECTORCALL,
    .tp_vectorcall_offset = offsetof(Bound, vectorcall),
    .tp_call = PyVectorcall_Call,
    .tp_new = bound_new,
    .tp_dealloc = (destructor)bound_dealloc,
    .tp_traverse = (traverseproc)bound_traverse,
    .tp_clear = (inquiry)bound_clear,
    .tp_methods = bound_methods,
    .tp_getset = bound_getset,
    .tp_doc = "Bound(plan, arrays, result, changed)",
};

/* ------------------------------------------------------------------ Chain */

/* A greedy recurrent rollout in one C loop: ``head`` once on ``head_args``,
 * then ``pick`` (logits -> one id) and ``steps[i]`` in turn, each step taking
 * (the id just picked, the carried results of the call before, *fixed).
 * A call's results are (*carry, logits).
 *
 * Chain(head, steps, pick) checks the structure once (each step's carry
 * parameters have exactly the specs of the results of the call before, every
 * step's fixed parameters the same specs, the logits the pick's parameter)
 * and keeps what the loop needs in one small array, so a run reads no step's
 * specs.  chain.run(ids, start, head_args, fixed) checks the run's arrays as
 * a checked call would (``accepts``), then runs with the GIL released:
 * carried tensors in two ping-pong buffers per carry, logits in one buffer,
 * every pick written straight into ``ids[start + i]`` and range-checked
 * before the next step gathers it.  No Python object and no allocation per
 * token.  Chain() raises ValueError on a structure it does not take, and
 * run() returns None for an array off the fast path: Python then runs the
 * same loop with checked calls (which words any error). */

#define CHAIN_ALIGN 64
#define MAX_CARRY 16

typedef struct {
    packed_fn fn;
    long long id_bound; /* < 0: none */
} ChainStep;

typedef struct {
    PyObject_HEAD
    Plan *head, *pick;
    PyObject *steps; /* the tuple of Plans: keeps them (and the fixed specs) alive */
    ChainStep *step; /* n_steps */
    Py_ssize_t n_steps, n_carry, n_fixed;
    npy_intp carry_bytes[MAX_CARRY];
    const Spec *fixed_specs; /* the first step's, n_fixed; NULL without steps */
    const Spec *z_spec;
} Chain;

static PyTypeObject ChainType;

static int same_spec(const Spec *a, const Spec *b) {
    return a->type_num == b->type_num && a->ndim == b->ndim && a->nbytes == b->nbytes
        && a->align_mask == b->align_mask && a->id_bound == b->id_bound
        && !memcmp(a->dims, b->dims, (size_t)a->ndim * sizeof(npy_intp));
}

static int all_finite(const Spec *sp, const void *data) {
    npy_intp n;
    if (sp->type_num == NPY_FLOAT32) {
        const float *x = data;
        n = sp->nbytes / (npy_intp)sizeof(float);
        for (npy_intp i = 0; i < n; i++) if (!isfinite(x[i])) return 0;
    } else if (sp->type_num == NPY_FLOAT64) {
        const double *x = data;
        n = sp->nbytes / (npy_intp)sizeof(double);
        for (npy_intp i = 0; i < n; i++) if (!isfinite(x[i])) return 0;
    }
    return 1;
}

static PyObject *chain_refuse(const char *why) {
    PyErr_Format(PyExc_ValueError, "Chain: %s", why);
    return NULL;
}

/* Chain(head, steps, pick) */
static PyObject *chain_new(PyTypeObject *type, PyObject *args, PyObject *kw) {
    PyObject *head_o, *steps, *pick_o;
    if (!PyArg_ParseTuple(args, "O!O!O!", &PlanType, &head_o, &PyTuple_Type, &steps, &PlanType, &pick_o))
        return NULL;
    Plan *head = (Plan *)head_o, *pick = (Plan *)pick_o;
    Py_ssize_t n_steps = PyTuple_GET_SIZE(steps), n_carry = head->n_out - 1;
    if (n_carry < 0 || n_carry > MAX_CARRY) return chain_refuse("the head must return (*carry, logits)");
    if (head->n_in + head->n_out > STACK_SLOTS) return chain_refuse("too many head arguments");
    const Spec *z_spec = &head->specs[head->n_in + n_carry];
    if (pick->n_in != 1 || pick->n_out != 1 || !same_spec(z_spec, &pick->specs[0])
        || pick->specs[1].type_num != NPY_INT64 || pick->specs[1].nbytes != 8)
        return chain_refuse("the pick must take the logits and return one int64 id");
    npy_intp carry_bytes[MAX_CARRY];
    for (Py_ssize_t c = 0; c < n_carry; c++) carry_bytes[c] = head->specs[head->n_in + c].nbytes;
    Py_ssize_t n_fixed = 0;
    const Plan *prev = head, *first = NULL;
    for (Py_ssize_t i = 0; i < n_steps; i++) {
        PyObject *o = PyTuple_GET_ITEM(steps, i);
        if (Py_TYPE(o) != &PlanType) return chain_refuse("every step must be a Plan");
        const Plan *p = (const Plan *)o;
        if (!first) {
            first = p;
            n_fixed = p->n_in - 1 - n_carry;
        }
        if (n_fixed < 0 || p->n_in != 1 + n_carry + n_fixed || p->n_out != n_carry + 1
            || p->n_in + p->n_out > STACK_SLOTS)
            return chain_refuse("a step must take (id, *carry, *fixed) and return (*carry, logits)");
        if (p->specs[0].type_num != NPY_INT64 || p->specs[0].nbytes != 8)
            return chain_refuse("a step's first parameter must be one int64 id");
        for (Py_ssize_t c = 0; c < n_carry; c++) {
            if (!same_spec(&p->specs[1 + c], &prev->specs[prev->n_in + c]))
                return chain_refuse("a step's carry parameters must match the results of the call before");
            if (p->specs[p->n_in + c].nbytes > carry_bytes[c]) carry_bytes[c] = p->specs[p->n_in + c].nbytes;
        }
        if (!same_spec(&p->specs[p->n_in + n_carry], z_spec)) return chain_refuse("every call's logits must match");
        for (Py_ssize_t f = 0; f < n_fixed; f++)
            if (!same_spec(&p->specs[1 + n_carry + f], &first->specs[1 + n_carry + f]))
                return chain_refuse("every step's fixed parameters must match");
        prev = p;
    }
    Chain *ch = (Chain *)type->tp_alloc(type, 0);
    if (!ch) return NULL;
    ch->step = PyMem_Calloc(n_steps ? (size_t)n_steps : 1, sizeof(ChainStep));
    if (!ch->step) {
        Py_DECREF(ch);
        return PyErr_NoMemory();
    }
    for (Py_ssize_t i = 0; i < n_steps; i++) {
        const Plan *p = (const Plan *)PyTuple_GET_ITEM(steps, i);
        ch->step[i].fn = p->fn;
        ch->step[i].id_bound = p->specs[0].id_bound;
    }
    Py_INCREF(head_o);
    Py_INCREF(pick_o);
    Py_INCREF(steps);
    ch->head = head;
    ch->pick = pick;
    ch->steps = steps;
    ch->n_steps = n_steps;
    ch->n_carry = n_carry;
    ch->n_fixed = n_fixed;
    memcpy(ch->carry_bytes, carry_bytes, sizeof carry_bytes);
    ch->fixed_specs = first ? &first->specs[1 + n_carry] : NULL;
    ch->z_spec = z_spec;
    return (PyObject *)ch;
}

/* chain.run(ids, start, head_args, fixed) -> True (all logits finite),
 * False (stopped at non-finite logits), None (off the fast path). */
static PyObject *chain_run(PyObject *self, PyObject *const *a, Py_ssize_t na) {
    Chain *ch = (Chain *)self;
    if (na != 4) {
        PyErr_SetString(PyExc_TypeError, "run(ids, start, head_args, fixed)");
        return NULL;
    }
    PyObject *ids_o = a[0], *head_args = a[2], *fixed = a[3];
    Py_ssize_t start = PyLong_AsSsize_t(a[1]);
    if (start == -1 && PyErr_Occurred()) return NULL;
    const Plan *head = ch->head, *pick = ch->pick;
    Py_ssize_t n_steps = ch->n_steps, n_carry = ch->n_carry, n_fixed = ch->n_fixed;
    if (!PyTuple_CheckExact(head_args) || !PyTuple_CheckExact(fixed) || PyTuple_GET_SIZE(head_args) != head->n_in
        || (n_steps && PyTuple_GET_SIZE(fixed) != n_fixed))
        Py_RETURN_NONE;
    /* the id buffer: exact int64 ndarray, C-contiguous, writable, aligned, room for every pick */
    if (Py_TYPE(ids_o) != &PyArray_Type) Py_RETURN_NONE;
    PyArrayObject *ids = (PyArrayObject *)ids_o;
    if (PyArray_TYPE(ids) != NPY_INT64 || !PyArray_ISNOTSWAPPED(ids) || !PyArray_IS_C_CONTIGUOUS(ids)
        || !PyArray_ISWRITEABLE(ids) || ((uintptr_t)PyArray_DATA(ids) & (sizeof(npy_int64) - 1))
        || start < 0 || PyArray_SIZE(ids) < start + n_steps + 1)
        Py_RETURN_NONE;
    npy_int64 *id_out = (npy_int64 *)PyArray_DATA(ids) + start;
    for (Py_ssize_t i = 0; i < head->n_in; i++)
        if (!accepts(&head->specs[i], PyTuple_GET_ITEM(head_args, i), 0)) Py_RETURN_NONE;
    for (Py_ssize_t f = 0; n_steps && f < n_fixed; f++)
        if (!accepts(&ch->fixed_specs[f], PyTuple_GET_ITEM(fixed, f), 0)) Py_RETURN_NONE;
    /* one arena: 2 buffers per carry, then the logits */
    size_t total = 0, offs[2 * MAX_CARRY + 1];
    for (Py_ssize_t c = 0; c < 2 * n_carry; c++) {
        offs[c] = total;
        total += ((size_t)ch->carry_bytes[c / 2] + CHAIN_ALIGN - 1) / CHAIN_ALIGN * CHAIN_ALIGN;
    }
    offs[2 * n_carry] = total;
    total += (size_t)ch->z_spec->nbytes + CHAIN_ALIGN;
    char *raw = PyMem_RawMalloc(total + CHAIN_ALIGN);
    if (!raw) return PyErr_NoMemory();
    char *arena = (char *)(((uintptr_t)raw + CHAIN_ALIGN - 1) & ~(uintptr_t)(CHAIN_ALIGN - 1));
    void *z = arena + offs[2 * n_carry];
    void *ptrs[STACK_SLOTS];
    for (Py_ssize_t i = 0; i < head->n_in; i++) ptrs[i] = PyArray_DATA((PyArrayObject *)PyTuple_GET_ITEM(head_args, i));
    void *fixed_ptrs[STACK_SLOTS];
    for (Py_ssize_t f = 0; n_steps && f < n_fixed; f++)
        fixed_ptrs[f] = PyArray_DATA((PyArrayObject *)PyTuple_GET_ITEM(fixed, f));
    int finite = 1, bad_id = 0;
    int64_t failed = 0;          /* a call's guard result: what plan_run reports */
    const Plan *failed_plan = head;
    Py_ssize_t f0 = 1 + n_carry; /* the fixed arrays' first slot in a step's call */
    Py_BEGIN_ALLOW_THREADS
    int cur = 0; /* which buffer of each carry holds the current carry */
    for (Py_ssize_t c = 0; c < n_carry; c++) ptrs[head->n_in + c] = arena + offs[2 * c];
    ptrs[head->n_in + n_carry] = z;
    failed = head->fn(ptrs);
    for (Py_ssize_t s = 0; !failed; s++) {
        if (!all_finite(ch->z_spec, z)) { finite = 0; break; }
        void *pp[2] = {z, id_out + s};
        if ((failed = pick->fn(pp)) != 0) { failed_plan = pick; break; }
        if (s == n_steps) break;
        const ChainStep *st = &ch->step[s];
        if (id_out[s] < 0 || (st->id_bound >= 0 && id_out[s] >= st->id_bound)) { bad_id = 1; break; }
        if (s == 0) memcpy(ptrs + f0, fixed_ptrs, (size_t)n_fixed * sizeof(void *));
        ptrs[0] = id_out + s;
        for (Py_ssize_t c = 0; c < n_carry; c++) {
            ptrs[1 + c] = arena + offs[2 * c + cur];
            ptrs[f0 + n_fixed + c] = arena + offs[2 * c + 1 - cur];
        }
        ptrs[f0 + n_fixed + n_carry] = z;
        if ((failed = st->fn(ptrs)) != 0) { failed_plan = (const Plan *)PyTuple_GET_ITEM(ch->steps, s); break; }
        cur = 1 - cur;
    }
    Py_END_ALLOW_THREADS
    PyMem_RawFree(raw);
    if (failed) { /* an allocation or a computed gather id failed inside a call: its plan raises */
        PyObject *r = PyObject_CallFunction(failed_plan->on_fail, "L", (long long)failed);
        Py_XDECREF(r);
        if (!PyErr_Occurred()) PyErr_NoMemory();
        return NULL;
    }
    if (bad_id) {
        PyErr_SetString(PyExc_ValueError, "Chain.run: a pick is out of the next step's id range");
        return NULL;
    }
    return PyBool_FromLong(finite);
}

static int chain_traverse(Chain *ch, visitproc visit, void *arg) {
    Py_VISIT(ch->head);
    Py_VISIT(ch->pick);
    Py_VISIT(ch->steps);
    return 0;
}

static int chain_clear(Chain *ch) {
    Py_CLEAR(ch->head);
    Py_CLEAR(ch->pick);
    Py_CLEAR(ch->steps);
    return 0;
}

static void chain_dealloc(Chain *ch) {
    PyObject_GC_UnTrack(ch);
    chain_clear(ch);
    PyMem_Free(ch->step);
    Py_TYPE(ch)->tp_free((PyObject *)ch);
}

static PyMethodDef chain_methods[] = {
    {"run", (PyCFunction)(void (*)(void))chain_run, METH_FASTCALL, "run(ids, start, head_args, fixed): the rollout"},
    {NULL, NULL, 0, NULL},
};

static PyTypeObject ChainType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "_kina_callhelper.Chain",
    .tp_basicsize = sizeof(Chain),
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC,
    .tp_doc = "Chain(head, steps, pick): a greedy recurrent rollout, checked once, run in one C loop",
    .tp_new = chain_new,
    .tp_dealloc = (destructor)chain_dealloc,
    .tp_traverse = (traverseproc)chain_traverse,
    .tp_clear = (inquiry)chain_clear,
    .tp_methods = chain_methods,
};

/* ----------------------------------------------------------------- module */

static struct PyModuleDef moduledef = {
    PyModuleDef_HEAD_INIT, "_kina_callhelper", "Kina Play's checked call in C.", -1, NULL, NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__kina_callhelper(void) {
    import_array();
    if (PyType_Ready(&PlanType) < 0 || PyType_Ready(&BoundType) < 0 || PyType_Ready(&ChainType) < 0) return NULL;
    PyObject *m = PyModule_Create(&moduledef);
    if (!m) return NULL;
    Py_INCREF(&PlanType);
    Py_INCREF(&BoundType);
    Py_INCREF(&ChainType);
    if (PyModule_AddObject(m, "Plan", (PyObject *)&PlanType) < 0
        || PyModule_AddObject(m, "Bound", (PyObject *)&BoundType) < 0
        || PyModule_AddObject(m, "Chain", (PyObject *)&ChainType) < 0
#ifdef KINA_SOURCE_SHA256
        /* set by setup.py when the helper is built at install time: the
           loader uses that build only while this file still hashes to it */
        || PyModule_AddStringConstant(m, "SOURCE_SHA256", KINA_SOURCE_SHA256) < 0
#endif
        ) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
