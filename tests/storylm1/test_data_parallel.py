"""The batch's gradient from shards run concurrently: the plan, the sums
against the one-thread sum (``CompiledModel.loss_grad``), the NumPy loss and
PyTorch autograd, bit-for-bit independence of the thread count, and
concurrent calls of one compiled function from several threads."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import numpy as np
import pytest

from kina_play.storylm1 import grammar, recipe, reference, spec
from kina_play.cores import usable_cores
from kina_play.storylm1.data_parallel import ShardedLossGrad, ShardPlan
from kina_play.storylm1.train import train


@pytest.mark.parametrize(("batch", "shard", "cores", "want"), [
    (16, 8, 1, ShardPlan(2, 1)),  # one core: the same shards in turn, so the same sum
    (16, 8, 2, ShardPlan(2, 2)),
    (16, 8, 3, ShardPlan(2, 2)),  # never more threads than shards
    (16, 8, 64, ShardPlan(2, 2)),
    (16, 4, 3, ShardPlan(4, 3)),
    (8, 8, 4, ShardPlan(1, 1)),  # the batch is one shard
])
def test_plan(batch: int, shard: int, cores: int, want: ShardPlan) -> None:
    assert ShardPlan.choose(batch, shard, cores) == want


@pytest.mark.parametrize(("batch", "shard"), [(12, 8), (4, 8), (0, 8)])
def test_a_batch_that_does_not_split_into_whole_shards_is_refused(batch: int, shard: int) -> None:
    with pytest.raises(ValueError, match=f"a batch of {batch} sequences does not split into whole shards of {shard}"):
        ShardPlan.choose(batch, shard, 2)


@pytest.mark.parametrize("plan", [ShardPlan(3, 1), ShardPlan(2, 3), ShardPlan(1, 2)])
def test_a_plan_that_does_not_fit_the_program_is_refused(model, plan: ShardPlan) -> None:
    with pytest.raises(ValueError, match="expected 16 / 8 shards"):
        ShardedLossGrad(model, plan=plan)


def test_the_one_thread_sum_refuses_a_batch_of_part_shards(model) -> None:
    b = recipe.make_batch(grammar.corpus(12, 11))
    with pytest.raises(ValueError, match="a batch of 12 sequences: expected a positive multiple of the program's shard of 8"):
        model.loss_grad(b.ids, b.targets, b.weights, recipe.init_params(recipe.Recipe()))


def test_usable_cores_is_positive() -> None:
    assert usable_cores() >= 1


def _copy(loss: float, grads: dict[str, np.ndarray]) -> tuple[float, dict[str, np.ndarray]]:
    return loss, {k: np.array(v) for k, v in grads.items()}


def _sharded_and_whole(model, threads: int):  # type: ignore[no-untyped-def]
    w = recipe.init_params(recipe.Recipe(init_seed=3))
    b = recipe.make_batch(grammar.corpus(16, 11))
    whole_loss, whole = _copy(*model.loss_grad(b.ids, b.targets, b.weights, w))
    with ShardedLossGrad(model, plan=ShardPlan(2, threads)) as grad_fn:
        loss, grads = _copy(*grad_fn(b.ids, b.targets, b.weights, w))
    return b, w, (loss, grads), (whole_loss, whole)


@pytest.mark.parametrize("threads", [1, 2])
def test_sharded_gradient_is_the_one_thread_sum_and_its_loss_the_numpy_loss(model, threads: int) -> None:
    """Runs without PyTorch: the threads give the bits of the in-order sum on
    one thread, and the batch's loss is the float64 NumPy reference's (the
    gradients' own references are autograd, below, and the interpreter's
    reverse mode in the differential test)."""
    b, w, (loss, grads), (whole_loss, whole) = _sharded_and_whole(model, threads)
    assert loss == whole_loss
    for k in spec.PARAM_NAMES:
        assert np.array_equal(grads[k], whole[k]), k
    want = reference.nll(b.ids, b.targets, b.weights, w)
    assert abs(loss - want) <= 1e-5 * abs(want)
    assert abs(model.loss(b.ids, b.targets, b.weights, w) - want) <= 1e-5 * abs(want)


@pytest.mark.parametrize("threads", [1, 2])
def test_sharded_gradient_follows_torch_autograd(model, threads: int) -> None:
    torch_ref = pytest.importorskip("kina_play.storylm1.torch_reference")
    b, w, (loss, grads), _ = _sharded_and_whole(model, threads)
    want_loss, want = torch_ref.loss_and_grads(b.ids, b.targets, b.weights, w)
    assert abs(loss - want_loss) <= 1e-5 * abs(want_loss)
    for k in spec.PARAM_NAMES:
        scale = np.abs(want[k]).max()
        assert np.abs(grads[k] - want[k]).max() <= 1e-4 * scale + 1e-9, k


def test_thread_count_does_not_change_a_bit(model) -> None:
    """The shards are added in shard order whoever computed them."""
    w = recipe.init_params(recipe.Recipe(init_seed=5))
    b = recipe.make_batch(grammar.corpus(16, 12))
    with ShardedLossGrad(model, plan=ShardPlan(2, 1)) as one, ShardedLossGrad(model, plan=ShardPlan(2, 2)) as two:
        la, ga = _copy(*one(b.ids, b.targets, b.weights, w))
        lb, gb = _copy(*two(b.ids, b.targets, b.weights, w))
    assert la == lb
    for k in spec.PARAM_NAMES:
        assert np.array_equal(ga[k], gb[k]), k


def test_a_step_on_several_threads_leaves_the_matmul_pool_the_cores_the_shards_leave(model) -> None:
    """While two shards run on two threads the pool runs at (its count − 1)
    threads, at least one; the count is back afterwards, and the bits are
    those of the one-thread step (the pool's blocks never depend on it)."""
    from kina_play.runtime import matmul_pool

    if matmul_pool.pool() is None:
        pytest.skip("the runtime's pool cannot be built here (no C compiler)")
    w = recipe.init_params(recipe.Recipe(init_seed=7))
    b = recipe.make_batch(grammar.corpus(16, 13))
    seen: list[int | None] = []
    with matmul_pool.limited(3), ShardedLossGrad(model, plan=ShardPlan(2, 2)) as two, \
            ShardedLossGrad(model, plan=ShardPlan(2, 1)) as one:
        real = two._shard_fn

        class Spy:
            def call_into(self, *a: object) -> None:
                seen.append(matmul_pool.threads())
                real.call_into(*a)  # type: ignore[arg-type]

        two._shard_fn = Spy()  # type: ignore[assignment]
        lb, gb = _copy(*two(b.ids, b.targets, b.weights, w))
        assert matmul_pool.threads() == 3 and two.pool_threads_in_step() == 2
        la, ga = _copy(*one(b.ids, b.targets, b.weights, w))
        assert one.pool_threads_in_step() == 3
    assert seen == [2, 2]
    assert la == lb
    for k in spec.PARAM_NAMES:
        assert np.array_equal(ga[k], gb[k]), k


def test_concurrent_calls_equal_sequential_calls(model) -> None:
    """One compiled function called from several threads at once (the GIL
    released, the allocation guard per thread) gives each caller its own
    exact result."""
    fn = model.program.loss_shard_grad
    n = fn.params[0][1].shape[0]
    w = model.args(recipe.init_params(recipe.Recipe()))
    batches = [recipe.make_batch(grammar.corpus(n, 100 + i)) for i in range(8)]

    def call(b: recipe.Batch) -> list[np.ndarray]:
        return [np.array(r) for r in fn(b.ids, b.targets, b.weights, *w)]

    sequential = [call(b) for b in batches]
    with ThreadPoolExecutor(4) as pool:
        concurrent = list(pool.map(call, batches * 3))
    for i, got in enumerate(concurrent):
        for a, e in zip(got, sequential[i % len(batches)]):
            assert np.array_equal(a, e)


_SHORT = recipe.Recipe(steps=4, train_stories=64, valid_stories=16)


def _short_run(grad_fn) -> dict[str, np.ndarray]:  # type: ignore[no-untyped-def]
    return train(_SHORT, grad_fn, eval_every=0, train_set=grammar.corpus(64, 1),
                 valid_set=grammar.corpus(16, 2)).params


def _sharded_run(model, threads: int) -> dict[str, np.ndarray]:  # type: ignore[no-untyped-def]
    with ShardedLossGrad(model, plan=ShardPlan(2, threads)) as grad_fn:
        return _short_run(grad_fn)


def test_sharded_training_is_reproducible_on_any_thread_count(model) -> None:
    """Runs without PyTorch: two runs on 2 threads and one on 1 thread (what a
    one-core machine runs) give identical parameters."""
    a, b, one = _sharded_run(model, 2), _sharded_run(model, 2), _sharded_run(model, 1)
    for k in spec.PARAM_NAMES:
        assert np.array_equal(a[k], b[k]), k
        assert np.array_equal(a[k], one[k]), k


def test_sharded_training_follows_torch(model) -> None:
    torch_ref = pytest.importorskip("kina_play.storylm1.torch_reference")
    a = _sharded_run(model, 2)
    ref = _short_run(lambda i, t, w, p: torch_ref.loss_and_grads(i, t, w, p))
    for k in spec.PARAM_NAMES:
        assert np.abs(a[k] - ref[k]).max() <= 1e-4, k
