<?php
/**
 * Template part: a chart. Override it in a theme as inkblocks/chart.php.
 *
 * The table is the chart for readers without JavaScript and for screen readers; the `chart` island draws the
 * picture above it (and the stylesheet then hides the table visually unless it is set to stay visible).
 *
 * @package Inkblocks
 *
 * @var array{chart: array<string,mixed>, attributes: string} $args
 */

defined( 'ABSPATH' ) || exit;

$inkblocks_chart = $args['chart'];
$inkblocks_table = wp_unique_id( 'inkblocks-chart-table-' );
$inkblocks_props = $inkblocks_chart + array(
	'tableId' => $inkblocks_table,
	'palette' => Inkblocks\Blocks\Chart::PALETTE,
);
?>
<figure <?php echo $args['attributes']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_block_wrapper_attributes() escapes. ?>>
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
						<td><?php echo esc_html( Inkblocks\Blocks\Chart::format( $inkblocks_set['values'][ $inkblocks_row ] ) ); ?></td>
					<?php endforeach; ?>
				</tr>
			<?php endforeach; ?>
		</tbody>
	</table>
	</div>
</figure>
