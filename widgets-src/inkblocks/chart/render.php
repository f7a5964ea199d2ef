<?php
/**
 * The "Chart" block. Override it in a theme as inkblocks/chart.php.
 *
 * The title (typed on the canvas, so it may hold bold and italic) heads the figure. The table is the chart for
 * readers without JavaScript and for screen readers; the `chart` island draws the picture above it (and the
 * stylesheet then hides the table visually unless it is set to stay visible).
 *
 * @package Inkblocks
 *
 * @var array<string, mixed> $attributes Block attributes as saved.
 */

use Inkblocks\Blocks\Chart;
use Inkblocks\Blocks\Support\Editor_Notice;
use Inkblocks\Blocks\Support\Rich_Text;

defined( 'ABSPATH' ) || exit;

$inkblocks_chart = Chart::chart( $attributes );
if ( ! $inkblocks_chart['labels'] || ! $inkblocks_chart['datasets'] ) {
	echo Editor_Notice::render( __( 'Add labels and at least one data series to show the chart.', 'inkblocks' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by Editor_Notice.
	return;
}
$inkblocks_table   = wp_unique_id( 'inkblocks-chart-table-' );
$inkblocks_props   = $inkblocks_chart + array(
	'tableId' => $inkblocks_table,
	'palette' => Chart::PALETTE,
);
$inkblocks_wrapper = array( 'class' => 'inkblocks-chart is-type-' . $inkblocks_chart['chartType'] . ( $inkblocks_chart['showTable'] ? ' has-visible-table' : '' ) );
$inkblocks_title   = Rich_Text::inline( $attributes['title'] ?? '' );
?>
<figure <?php echo get_block_wrapper_attributes( $inkblocks_wrapper ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_block_wrapper_attributes() escapes. ?>>
	<?php if ( '' !== $inkblocks_title ) : ?>
		<figcaption class="inkblocks-chart__title"><?php echo $inkblocks_title; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- inline tags only (wp_kses). ?></figcaption>
	<?php endif; ?>
	<div class="inkblocks-chart__island" data-inkwell-island="chart" data-inkwell-props="<?php echo esc_attr( (string) wp_json_encode( $inkblocks_props, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_QUOT | JSON_HEX_APOS ) ); ?>"></div>
	<div class="inkblocks-chart__data">
	<table class="inkblocks-chart__table" id="<?php echo esc_attr( $inkblocks_table ); ?>">
		<?php if ( '' !== $inkblocks_chart['title'] ) : ?>
			<caption><?php echo esc_html( $inkblocks_chart['title'] ); ?></caption>
		<?php endif; ?>
		<thead>
			<tr>
				<td></td>
				<?php foreach ( $inkblocks_chart['datasets'] as $inkblocks_set ) : ?>
					<th scope="col"><?php echo esc_html( $inkblocks_set['label'] ); ?></th>
				<?php endforeach; ?>
			</tr>
		</thead>
		<tbody>
			<?php foreach ( $inkblocks_chart['labels'] as $inkblocks_row => $inkblocks_label ) : ?>
				<tr>
					<th scope="row"><?php echo esc_html( $inkblocks_label ); ?></th>
					<?php foreach ( $inkblocks_chart['datasets'] as $inkblocks_set ) : ?>
						<td><?php echo esc_html( Chart::format( $inkblocks_set['values'][ $inkblocks_row ] ) ); ?></td>
					<?php endforeach; ?>
				</tr>
			<?php endforeach; ?>
		</tbody>
	</table>
	</div>
</figure>
